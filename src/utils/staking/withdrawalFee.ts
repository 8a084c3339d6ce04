// The MasterBreeder's withdrawal fee: eight stages by blocks since the user's last deposit or withdrawal (spec §4, §9).

export const FEE_STAGES = 8

export interface FeeStage {
  /** First block delta of the stage (inclusive). */
  start: bigint
  /** Last block delta of the stage (inclusive). */
  end: bigint
  /** Fee numerator over the stage's divisor. */
  fee: bigint
}

/** Stages 0–4 are percent, stage 5 per mille, stages 6 and 7 basis points (the contract's feeDivisor). */
export function feeDivisor(stage: number): bigint {
  if (stage < 5) return 100n
  if (stage === 5) return 1000n
  return 10000n
}

export interface WithdrawalFee {
  stage: number
  /** The fee as a fraction of the amount. */
  numerator: bigint
  denominator: bigint
  /** The fee on the amount, rounded down as the contract does. */
  amount: bigint
}

/** The first stage whose [start, end] holds the delta, as the contract looks them up; undefined when none applies. */
export function withdrawalFee(
  stages: readonly FeeStage[],
  blocksSinceLastAction: bigint,
  amount: bigint,
): WithdrawalFee | undefined {
  for (const [stage, { start, end, fee }] of stages.entries()) {
    if (blocksSinceLastAction >= start && blocksSinceLastAction <= end) {
      const denominator = feeDivisor(stage)
      return { stage, numerator: fee, denominator, amount: (amount * fee) / denominator }
    }
  }
  return undefined
}

/** Whether the fee is worth showing: a stage applies and it takes something. */
export function feeApplies(fee: WithdrawalFee | undefined): fee is WithdrawalFee {
  return fee !== undefined && fee.numerator > 0n
}

/** The fee as a percentage string without trailing zeros: 25/100 gives '25', 5/1000 '0.5', 1/10000 '0.01'. */
export function feePercent(fee: Pick<WithdrawalFee, 'numerator' | 'denominator'>): string {
  const scaled = (fee.numerator * 100n * 10000n) / fee.denominator // percent with 4 decimals
  const whole = scaled / 10000n
  const decimals = (scaled % 10000n).toString().padStart(4, '0').replace(/0+$/, '')
  return decimals ? `${whole}.${decimals}` : whole.toString()
}
