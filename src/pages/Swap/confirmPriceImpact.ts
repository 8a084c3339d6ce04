// The legacy confirmation before a high-impact swap without expert mode: from 10% the user types 'confirm',
// from 5% a yes/no confirm (as the Uniswap V2 interface's confirmPriceImpactWithoutFee).

/** Price impact (without the LP fee) from which the user must type 'confirm'. */
export const PRICE_IMPACT_PROMPT_BIPS = 1000
/** Price impact from which a yes/no confirmation is asked. */
export const PRICE_IMPACT_CONFIRM_BIPS = 500

export interface ConfirmDialogs {
  confirm: (message: string) => boolean
  prompt: (message: string) => string | null
}

export interface ConfirmMessages {
  /** Asks to type the word confirm; receives the threshold in percent. */
  prompt: (percent: number) => string
  confirm: (percent: number) => string
}

/** True when the swap may go on. */
export function confirmPriceImpactWithoutFee(
  impactBips: number,
  dialogs: ConfirmDialogs,
  messages: ConfirmMessages,
): boolean {
  if (impactBips >= PRICE_IMPACT_PROMPT_BIPS)
    return dialogs.prompt(messages.prompt(PRICE_IMPACT_PROMPT_BIPS / 100)) === 'confirm'
  if (impactBips >= PRICE_IMPACT_CONFIRM_BIPS) return dialogs.confirm(messages.confirm(PRICE_IMPACT_CONFIRM_BIPS / 100))
  return true
}
