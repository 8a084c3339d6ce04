// Every transaction's gas limit is its estimate padded by 10%: state can move between estimate and inclusion.
import { type BigNumber } from '@ethersproject/bignumber'

export const GAS_MARGIN_BIPS = 1000

export function calculateGasMargin(estimate: BigNumber): BigNumber {
  return estimate.mul(10_000 + GAS_MARGIN_BIPS).div(10_000)
}
