// Why a removal could not be prepared or sent, as codes the page translates; each message is the spec's English.
import { errorMessage, isUserRejection } from '@/utils/transactions/walletError'

/** Each code with the spec's English text; the page shows `removeLiquidity.errors.<code>` instead. */
const MESSAGES = {
  missingDependencies: 'missing dependencies',
  missingLiquidityAmount: 'missing liquidity amount',
  missingCurrencyAmounts: 'missing currency amounts',
  invalidCurrency: 'invalid currency',
  couldNotWrap: 'could not wrap',
  noApproval: 'Attempting to confirm without approval or a signature. Please contact support.',
  wouldFail: 'This transaction would fail. Please contact support.',
  rejected: 'Transaction rejected.',
  failed: 'Remove failed: {{message}}',
}

export type RemoveLiquidityErrorCode = keyof typeof MESSAGES

export class RemoveLiquidityError extends Error {
  constructor(
    readonly code: RemoveLiquidityErrorCode,
    readonly detail?: string,
  ) {
    super(MESSAGES[code].replace('{{message}}', detail ?? ''))
    this.name = 'RemoveLiquidityError'
  }
}

type Translate = (key: string, options?: Record<string, unknown>) => string

/** The translated text of any failure of the remove flow. */
export function translateRemoveError(t: Translate, error: unknown): string {
  if (error instanceof RemoveLiquidityError) return t(`removeLiquidity.errors.${error.code}`, { message: error.detail })
  if (isUserRejection(error)) return t('removeLiquidity.errors.rejected')
  return t('removeLiquidity.errors.failed', { message: errorMessage(error) })
}
