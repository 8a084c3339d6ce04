// The VENOM the deploy itself hands out (the claims total, single-pool funding in VENOM) must fit in the initial
// supply: otherwise a funding transfer would revert halfway through the deploy instead of the config being refused.
import { BigNumber } from 'ethers'
import { formatUnits, parseUnits } from 'ethers/lib/utils.js'

import { type SuiteConfig, VENOM } from './types'

export function checkVenomBudget(config: SuiteConfig): void {
  let needed = BigNumber.from(config.claims?.tokenTotal ?? 0)
  for (const pool of config.singlePools) {
    if (pool.reward === VENOM && pool.funding) needed = needed.add(parseUnits(pool.funding, 18))
  }
  const supply = parseUnits(config.venom.initialSupply, 18)
  if (needed.gt(supply)) {
    throw new Error(
      `Config venom.initialSupply: ${config.venom.initialSupply} VENOM is less than the ${formatUnits(needed, 18)} ` +
        'the claims and the single pools funded in VENOM take',
    )
  }
}
