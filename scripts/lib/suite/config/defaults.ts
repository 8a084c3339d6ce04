// The config `npm run deploy` uses where the file says nothing: the core exchange, VENOM with an initial supply on
// the deployer, governance and an empty MasterBreeder, so farms and pools can be added later.
import { defaultWrappedSymbol, type SuiteConfig } from './types'

// GovernorAlpha's quorum is 40M VENOM and a proposal needs 10M: a smaller supply could never pass a vote.
export const DEFAULT_INITIAL_SUPPLY = '100000000'

export function defaultConfig(chainId: number): SuiteConfig {
  return {
    wrappedNative: { symbol: defaultWrappedSymbol(chainId) },
    tokens: {},
    venom: { initialSupply: DEFAULT_INITIAL_SUPPLY, lockFromBlock: '+200000', lockToBlock: '+1200000' },
    v1: false,
    // Timelock's minimum: proposals wait two days between queueing and execution.
    governance: { timelockDelaySeconds: 2 * 24 * 60 * 60 },
    farms: { rewardPerBlock: '1', startBlock: '+0', endBlock: '+10000000', pools: [] },
    singlePools: [],
  }
}

/**
 * MasterBreeder's withdrawal fee stages (blocks since the user's last action → fee): 25%, 8%, 4%, 2%, 1% of 100,
 * then 0.5% of 1000, 0.25% and 0.01% of 10000.
 */
export const FEE_STAGES = {
  blockDeltaStartStage: [0, 1, 10, 50, 100, 200, 500, 1000],
  blockDeltaEndStage: [0, 9, 49, 99, 199, 499, 999, 2n ** 256n - 1n],
  devFeeStage: [25, 8, 4, 2, 1, 5, 25, 1],
} as const
