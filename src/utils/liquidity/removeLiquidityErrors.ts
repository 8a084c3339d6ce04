// Why a removal could not be prepared or sent, as codes the page translates; each message is the spec's English.
import { errorMessage, isUserRejection } from '@/utils/transactions/walletError'

export enum RemoveLiquidityErrorCode {
  MISSING_DEPENDENCIES = 'missingDependencies',
  MISSING_LIQUIDITY_AMOUNT = 'missingLiquidityAmount',
  MISSING_CURRENCY_AMOUNTS = 'missingCurrencyAmounts',
  INVALID_CURRENCY = 'invalidCurrency',
  COULD_NOT_WRAP = 'couldNotWrap',
  NO_APPROVAL = 'noApproval',
  WOULD_FAIL = 'wouldFail',
  REJECTED = 'rejected',
  FAILED = 'failed',
}

const MESSAGES: Record<RemoveLiquidityErrorCode, string> = {
  [RemoveLiquidityErrorCode.MISSING_DEPENDENCIES]: 'missing dependencies',
  [RemoveLiquidityErrorCode.MISSING_LIQUIDITY_AMOUNT]: 'missing liquidity amount',
  [RemoveLiquidityErrorCode.MISSING_CURRENCY_AMOUNTS]: 'missing currency amounts',
  [RemoveLiquidityErrorCode.INVALID_CURRENCY]: 'invalid currency',
  [RemoveLiquidityErrorCode.COULD_NOT_WRAP]: 'could not wrap',
  [RemoveLiquidityErrorCode.NO_APPROVAL]:
    'Attempting to confirm without approval or a signature. Please contact support.',
  [RemoveLiquidityErrorCode.WOULD_FAIL]: 'This transaction would fail. Please contact support.',
  [RemoveLiquidityErrorCode.REJECTED]: 'Transaction rejected.',
  [RemoveLiquidityErrorCode.FAILED]: 'Remove failed: {{message}}',
}

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
  if (isUserRejection(error)) return t(`removeLiquidity.errors.${RemoveLiquidityErrorCode.REJECTED}`)
  return t(`removeLiquidity.errors.${RemoveLiquidityErrorCode.FAILED}`, { message: errorMessage(error) })
}
