// A chain's deployment file: the one shape the app reads and the deploy scripts write (types only, so the Node
// scripts can import it).
/** The shape `npm run deploy` writes; parts a chain's config did not ask for are absent. */
export interface Deployment {
  chainId: number
  multicall: string
  weth: string
  factory: string
  router: string
  initCodeHash: string
  v1Factory?: string
  migrator?: string
  /** Symbol to address; the governance token is also here as VENOM. */
  tokens: Readonly<Record<string, string>>
  pairs: Readonly<Record<string, string>>
  v1Exchanges: Readonly<Record<string, string>>
  staking: {
    masterBreeder: string
    farms: readonly { pid: number; pair: string; lpToken: string }[]
    singlePools: readonly { address: string; stakedToken: string; rewardToken: string }[]
  }
  governance: { token: string; timelock: string; governor: string }
  merkleDistributor?: string
}
