// What `npm run deploy` puts on a chain, as a config file describes it (after defaults are filled in).
import { type ClaimsFile } from '../../merkle'

/** A block number: absolute, or "+N" for N blocks after the block the deploy first needs one. */
export type BlockSpec = number | `+${number}`

/** A token that already lives on the chain (a stablecoin, a bridged asset). */
export interface ExistingToken {
  address: string
  decimals: number
}

/** A test token the deploy creates with its whole supply on the deployer (DemoERC20). */
export interface TestToken {
  name: string
  decimals: number
  /** Whole tokens. */
  supply: string
}

/** A test token that burns 1% of every transfer (Uniswap's DeflatingERC20, 18 decimals). */
export interface FeeOnTransferToken {
  feeOnTransfer: true
  supply: string
}

export type TokenConfig = ExistingToken | TestToken | FeeOnTransferToken

export interface FarmConfig {
  /** "A/B" by the symbols of `tokens`, VENOM or the wrapped native coin. */
  pair: string
  allocPoint: number
  /** A farm that starts later than the breeder; omitted: it earns from when it is added. */
  startBlock?: BlockSpec
}

export interface SinglePoolConfig {
  staked: string
  reward: string
  /** Reward tokens per block, whole tokens. */
  rewardPerBlock: string
  startBlock: BlockSpec
  endBlock: BlockSpec
  /** Reward tokens the deployer sends to the pool once it exists; "0" or omitted: fund it later. */
  funding?: string
}

export interface SuiteConfig {
  wrappedNative: { symbol: string; address?: string }
  tokens: Record<string, TokenConfig>
  venom: {
    /** Whole VENOM minted to the deployer, e.g. to seed liquidity; may be "0". */
    initialSupply: string
    lockFromBlock: BlockSpec
    lockToBlock: BlockSpec
  }
  /** Also deploy the V1 factory (with its exchange template) and the V1→V2 migrator. */
  v1: boolean
  governance: { timelockDelaySeconds: number }
  farms: {
    rewardPerBlock: string
    startBlock: BlockSpec
    endBlock: BlockSpec
    /** Receives the withdrawal fees; the deployer unless set. */
    devAddress?: string
    pools: FarmConfig[]
  }
  singlePools: SinglePoolConfig[]
  /** The claims file (merkle root and proofs) the distributor is deployed and funded for. */
  claims?: ClaimsFile
}

export const isExistingToken = (token: TokenConfig): token is ExistingToken => 'address' in token
export const isFeeOnTransfer = (token: TokenConfig): token is FeeOnTransferToken => 'feeOnTransfer' in token

export const VENOM = 'VENOM'

/** The wrapped native coin's symbol when the config names none. */
export function defaultWrappedSymbol(chainId: number): string {
  if (chainId === 2152 || chainId === 2153 || chainId === 31337) return 'WFRA'
  if (chainId === 1666600000) return 'WONE'
  return 'WETH'
}

/** Decimals of a symbol the config can name (VENOM, the wrapped coin and fee-on-transfer tokens have 18). */
export function decimalsOf(config: SuiteConfig, symbol: string): number {
  const token = config.tokens[symbol]
  return token && !isFeeOnTransfer(token) ? token.decimals : 18
}
