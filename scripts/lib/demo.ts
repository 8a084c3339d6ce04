// The local chain's demo state in numbers: what `npm run chain` seeds and the ui-contract promises.
import { parseUnits } from 'ethers/lib/utils.js'

import { FEE_STAGES } from './suite/config/defaults'

export const DEPLOYER_BALANCE = parseUnits('1000000', 18) // native FRA for the deployer's liquidity

export const TOKENS = {
  BUSD: { name: 'Binance USD', decimals: 18, supply: '100000000' },
  USDC: { name: 'USD Coin', decimals: 6, supply: '100000000' },
  WBTC: { name: 'Wrapped BTC', decimals: 8, supply: '1000' },
} as const

export const VENOM_SUPPLY = parseUnits('1000000000', 18) // GovernorAlpha's quorum is 40M, threshold 10M
export const FOT_SUPPLY = parseUnits('10000000', 18)

/** Amounts every demo account (1, 2, 3) holds once seeding is done. */
export const ACCOUNT_BALANCES = { BUSD: '10000', USDC: '10000', WBTC: '1', VENOM: '10000', FOT: '1000' } as const
/** FOT burns 1% of every transfer: send enough that the account ends with at least the amount above. */
export const FOT_SENT = '1020'

/**
 * V2 pools, priced for FRA = 2 BUSD, VENOM = 0.5 BUSD, WBTC = 60,000 BUSD, FOT = 1 BUSD.
 * WFRA means the native coin (added through addLiquidityETH).
 */
export const PAIRS = [
  { a: 'WFRA', b: 'BUSD', amountA: '50000', amountB: '100000' },
  { a: 'VENOM', b: 'BUSD', amountA: '200000', amountB: '100000' },
  { a: 'VENOM', b: 'WFRA', amountA: '100000', amountB: '25000' },
  { a: 'USDC', b: 'BUSD', amountA: '100000', amountB: '100000' },
  { a: 'WBTC', b: 'WFRA', amountA: '2', amountB: '60000' },
  { a: 'FOT', b: 'WFRA', amountA: '20000', amountB: '10000' },
] as const

/**
 * Tokens that hurt whoever trades them, for the app's token check (issue 41), each in a pool with WFRA and on no
 * list: TAX burns 5% of every transfer (DemoTaxToken), HONEY can be bought but never sold to its pool
 * (DemoHoneypotToken). Priced TAX = 1 BUSD, HONEY = 0.2 BUSD. Deployed last, so that nothing before them moves.
 */
export const RISKY_TOKENS = {
  TAX: { artifact: 'DemoTaxToken', supply: '10000000', pool: { tokens: '20000', native: '10000' }, knowsPool: false },
  // The honeypot refuses its pool every sender but its deployer: it must be told the pool before the liquidity.
  HONEY: {
    artifact: 'DemoHoneypotToken',
    supply: '10000000',
    pool: { tokens: '50000', native: '5000' },
    knowsPool: true,
  },
} as const
export type RiskyTokenSymbol = keyof typeof RISKY_TOKENS

/** V1 exchanges (token/native). WBTC's is priced 10% below V2 to exercise the migration warning. */
export const V1_EXCHANGES = [
  { token: 'BUSD', tokens: '2000', native: '1000' },
  { token: 'USDC', tokens: '2000', native: '1000' },
  { token: 'WBTC', tokens: '0.1', native: '2700' },
] as const

/** Account 1's own positions. */
export const ACCOUNT1_POSITIONS = {
  v2: { pair: 'WFRA/BUSD', native: '100', BUSD: '200' },
  v1: { token: 'BUSD', native: '10', tokens: '20' },
  farmStakeShare: 2n, // stake half (1/2) of its WFRA/BUSD liquidity in the farm
} as const

export const FARMS = {
  rewardPerBlock: parseUnits('1', 18),
  /** Running from when they are added, for 10M blocks. */
  durationBlocks: 10_000_000,
  pools: [
    { pair: 'WFRA/BUSD', allocPoint: 40, startsLater: false },
    { pair: 'VENOM/BUSD', allocPoint: 20, startsLater: false },
    { pair: 'VENOM/WFRA', allocPoint: 20, startsLater: true },
  ],
  /** Absolute start block of the farm that has not started yet. */
  laterStartBlock: 200_000,
  /** Withdrawal fee stages: the ones every deploy uses. */
  ...FEE_STAGES,
} as const

export const VENOM_LOCK = { fromBlock: 200_000, toBlock: 1_200_000 } as const

export const SINGLE_POOL = {
  staked: 'VENOM',
  reward: 'BUSD',
  rewardPerBlock: parseUnits('0.1', 18),
  durationBlocks: 1_000_000,
  funding: parseUnits('100000', 18),
} as const

/** Merkle claims (Uniswap airdrop flags: isSOCKS 1000, isUser 400, isLP a liquidity part). */
export const CLAIMS = [
  { account: 1, isSOCKS: false, isUser: true, isLP: true, lpAmount: '250' },
  { account: 2, isSOCKS: true, isUser: true, isLP: false, lpAmount: '0' },
] as const

export const GOVERNANCE = {
  timelockDelaySeconds: 2 * 24 * 60 * 60,
  treasury: parseUnits('50000000', 18),
  votingPeriodBlocks: 40_320, // GovernorAlpha's constant
}
