// The V1 migrate and remove buttons' label (core-trading §4) and whether they can be pressed.
export type SendLabel = 'send' | 'sending' | 'success'

export interface SendStage {
  label: SendLabel
  disabled: boolean
}

export interface SendInputs {
  /** A transaction was sent from this page. */
  hasSubmitted: boolean
  /** The wallet is asking, or the sent transaction awaits its receipt. */
  isPending: boolean
  /** The account's V1 liquidity is zero. */
  hasNoLiquidity: boolean
  /** Other preconditions (approval, amounts, contract) are met. */
  isReady: boolean
}

/** Migrate → Migrating → Success, or Remove → Removing → Success: success once sent and the liquidity is gone. */
export function sendStage({ hasSubmitted, isPending, hasNoLiquidity, isReady }: SendInputs): SendStage {
  if (hasSubmitted && !isPending && hasNoLiquidity) return { label: 'success', disabled: true }
  if (isPending) return { label: 'sending', disabled: true }
  return { label: 'send', disabled: hasNoLiquidity || !isReady }
}
