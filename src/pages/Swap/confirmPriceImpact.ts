// The legacy confirmation before a high-impact swap without expert mode: from 10% the user types 'confirm',
// from 5% a yes/no confirm (as the Uniswap V2 interface's confirmPriceImpactWithoutFee).
import type { Percent } from '@/sdk'
import { ALLOWED_PRICE_IMPACT_HIGH, PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN } from '@/utils/swap/tradePrices'

export interface ConfirmDialogs {
  confirm: (message: string) => boolean
  prompt: (message: string) => string | null
}

export interface ConfirmMessages {
  /** Asks to type the word confirm; receives the threshold in percent. */
  prompt: (percent: string) => string
  confirm: (percent: string) => string
}

/** True when the swap may go on. */
export function confirmPriceImpactWithoutFee(
  impact: Percent,
  dialogs: ConfirmDialogs,
  messages: ConfirmMessages,
): boolean {
  if (!impact.lessThan(PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN))
    return dialogs.prompt(messages.prompt(PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN.toFixed(0))) === 'confirm'
  if (!impact.lessThan(ALLOWED_PRICE_IMPACT_HIGH))
    return dialogs.confirm(messages.confirm(ALLOWED_PRICE_IMPACT_HIGH.toFixed(0)))
  return true
}
