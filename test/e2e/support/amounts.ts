// Amounts as the page shows them, computed from what the chain says.
import { BigNumber } from 'ethers'
import { formatUnits } from 'ethers/lib/utils.js'

/** `digits` significant digits rounded down, like the SDK's TokenAmount.toSignificant (the app's formatAmount). */
export function significant(raw: BigNumber, decimals: number, digits: number): string {
  const length = raw.toString().length
  const step = BigNumber.from(10).pow(Math.max(length - digits, 0))
  return formatUnits(raw.div(step).mul(step), decimals)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '')
}
