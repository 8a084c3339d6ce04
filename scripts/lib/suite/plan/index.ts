// The one deploy sequence, for the local chain and every real one: every creation first, in a fixed order (so
// addresses follow from the deployer's nonces alone), then the calls that wire and fund them.
import { type SuiteConfig } from '../config/types'
import { type Step } from '../steps'
import { exchangeSteps } from './exchange'
import { governanceSteps } from './governance'
import { farmSteps, handOverSteps, stakingContractSteps } from './staking'

export function planSteps(config: SuiteConfig): Step[] {
  return [
    ...exchangeSteps(config),
    ...governanceSteps(config),
    ...stakingContractSteps(config),
    ...farmSteps(config),
    ...handOverSteps(config),
  ]
}

export { existingContracts, pairSymbols, tokenId } from './symbols'
