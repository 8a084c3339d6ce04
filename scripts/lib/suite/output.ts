// The deployment file of a finished deploy, in the shape of local.json (keys in the same order).
import { type ChainDeployment } from '../deployment'
import { type SuiteConfig, VENOM } from './config/types'
import { pairAddress } from './pairs'
import { pairSymbols, tokenId } from './plan'

export function chainDeployment(
  config: SuiteConfig,
  chainId: number,
  addresses: Record<string, string>,
  initCodeHash: string,
): ChainDeployment {
  const at = (symbol: string) => addresses[tokenId(config, symbol)]
  const tokens: Record<string, string> = {}
  for (const symbol of Object.keys(config.tokens)) tokens[symbol] = at(symbol)
  tokens[VENOM] = addresses.VENOM
  const pairs: Record<string, string> = {}
  for (const { pair } of config.farms.pools) {
    const [a, b] = pairSymbols(pair)
    pairs[pair] = pairAddress(addresses.factory, initCodeHash, at(a), at(b))
  }
  return {
    chainId,
    multicall: addresses.multicall,
    weth: addresses.weth,
    factory: addresses.factory,
    router: addresses.router,
    initCodeHash,
    ...(config.v1 ? { v1Factory: addresses.v1Factory, migrator: addresses.migrator } : {}),
    tokens,
    pairs,
    v1Exchanges: {},
    staking: {
      masterBreeder: addresses.masterBreeder,
      farms: config.farms.pools.map(({ pair }, pid) => ({ pid, pair, lpToken: pairs[pair] })),
      singlePools: config.singlePools.map((pool, i) => ({
        address: addresses[`singlePool:${i}`],
        stakedToken: at(pool.staked),
        rewardToken: at(pool.reward),
      })),
    },
    governance: { token: addresses.VENOM, timelock: addresses.timelock, governor: addresses.governor },
    ...(config.claims ? { merkleDistributor: addresses.merkleDistributor } : {}),
  }
}
