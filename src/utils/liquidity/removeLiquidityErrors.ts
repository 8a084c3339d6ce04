// Why a removal could not be prepared or sent, as codes the page translates; each message is the spec's English.
import { failureText } from '@/utils/transactions/failureReason'
import { isUserRejection } from '@/utils/transactions/walletError'

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
    /** The wallet's or node's error behind a failed send, read again for the user's words. */
    options?: { cause?: unknown },
  ) {
    super(MESSAGES[code].replace('{{message}}', detail ?? ''), options)
    this.name = 'RemoveLiquidityError'
  }
}

type Translate = (key: string, options?: Record<string, unknown>) => string

/** The translated text of any failure of the remove flow. */
export function translateRemoveError(t: Translate, error: unknown): string {
  const failed = (cause: unknown) => t('removeLiquidity.errors.failed', { message: failureText(t, cause) })
  if (error instanceof RemoveLiquidityError) {
    if (error.code === 'failed' && error.cause !== undefined) return failed(error.cause)
    return t(`removeLiquidity.errors.${error.code}`, { message: error.detail })
  }
  if (isUserRejection(error)) return t('removeLiquidity.errors.rejected')
  return failed(error)
}
