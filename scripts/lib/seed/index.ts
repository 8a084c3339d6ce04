// Deploys every contract and seeds the demo state on a fresh node; returns what the app's config records.
import { providers } from 'ethers'

import { LOCAL_CHAIN_ID, rpc } from '../anvil'
import { CLAIMS, DEPLOYER_BALANCE } from '../demo'
import { claimsFor, deployContracts } from '../deploy'
import { type Deployment } from '../deployment'
import { type ClaimsFile } from '../merkle'
import { factoryInitCodeHash } from '../suite/pairs'
import { type SeedContext } from './context'
import { seedGovernance } from './governance'
import { seedAccount1Liquidity, seedPairs, seedV1 } from './liquidity'
import { seedRiskyTokens } from './riskyTokens'
import { seedFarms } from './staking'
import { seedBalances } from './tokens'

export interface SeedResult {
  deployment: Deployment
  claims: ClaimsFile
}

/**
 * Anvil can answer a read at 'latest' with "BlockOutOfRangeError: block height is N but requested was N-1" when a
 * block lands while the call runs after an evm_revert (foundry-rs/foundry#4843, #10709): the node dropped the
 * state of the block it had just pinned. The read is valid; asking again answers it.
 */
const ANVIL_RACE = /BlockOutOfRangeError/
const RACE_RETRIES = 3

class LocalProvider extends providers.StaticJsonRpcProvider {
  override async send(method: string, params: unknown[]): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await super.send(method, params)
      } catch (error) {
        if (attempt >= RACE_RETRIES || !ANVIL_RACE.test(String((error as Error)?.message ?? error))) throw error
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
  }
}

/**
 * The seed sends with ethers' own estimates, made against the latest block. When the estimate runs in the same second
 * as a pair's last update and the transaction is mined a second later, the pair first writes its price accumulators
 * (two stores from zero, +44,200 gas) and the transaction runs out of gas inside the pair: seen as a reverted
 * addLiquidityETH in a worker's seed. A margin above that write makes the seed independent of the clock.
 */
const SEED_GAS_MARGIN = 60_000

class SeedingProvider extends LocalProvider {
  override async estimateGas(
    transaction: Parameters<providers.JsonRpcProvider['estimateGas']>[0],
  ): ReturnType<providers.JsonRpcProvider['estimateGas']> {
    return (await super.estimateGas(transaction)).add(SEED_GAS_MARGIN)
  }
}

export function localProvider(url: string, chainId = LOCAL_CHAIN_ID): providers.JsonRpcProvider {
  const provider = new LocalProvider(url, chainId)
  provider.pollingInterval = 50
  return provider
}

/**
 * The block number went back and the reverted transactions are gone, but ethers' provider keeps guards that assume
 * a chain only grows: the highest block it saw (reads never report a lower one), the last block it emitted (it
 * logs "network block skew detected" and skips events) and the transactions it saw mined (a lookup of the same
 * hash then waits instead of answering). Reset them as ethers itself does on a network change.
 */
export function forgetChainHistory(provider: providers.JsonRpcProvider): void {
  const internals = provider as unknown as Record<string, unknown>
  internals._lastBlockNumber = -2
  internals._fastBlockNumber = null
  internals._fastBlockNumberPromise = null
  internals._fastQueryDate = 0
  internals._emitted = { block: -2 }
  internals._maxInternalBlockNumber = -1024
  internals._internalBlockNumber = null
}

export async function deployAndSeed(url: string): Promise<SeedResult> {
  const provider = new SeedingProvider(url, LOCAL_CHAIN_ID)
  provider.pollingInterval = 50
  const accounts: string[] = await provider.listAccounts()
  await rpc(url, 'anvil_setBalance', [accounts[0], DEPLOYER_BALANCE.toHexString()])
  const claims = claimsFor(accounts, CLAIMS)
  const contracts = await deployContracts(provider, accounts, claims)
  const context: SeedContext = { url, provider, accounts, contracts, pairs: {}, v1Exchanges: {} }

  await seedBalances(context)
  // Governance mines ~80,000 blocks, and Anvil's cost per mined block grows with the state: mining
  // before the pairs and farms exist halves the whole seed (37 s to 18 s measured).
  await seedGovernance(context)
  await seedPairs(context)
  await seedV1(context)
  await seedAccount1Liquidity(context)
  const farms = await seedFarms(context)
  const riskyTokens = await seedRiskyTokens(context)
  await catchUpWithWallClock(context)

  const { tokens } = contracts
  const deployment: Deployment = {
    chainId: LOCAL_CHAIN_ID,
    multicall: contracts.multicall.address,
    weth: contracts.weth.address,
    factory: contracts.factory.address,
    router: contracts.router.address,
    initCodeHash: await factoryInitCodeHash(provider, contracts.factory.address),
    v1Factory: contracts.v1Factory.address,
    migrator: contracts.migrator.address,
    tokens: {
      BUSD: tokens.BUSD.address,
      USDC: tokens.USDC.address,
      WBTC: tokens.WBTC.address,
      VENOM: tokens.VENOM.address,
      FOT: tokens.FOT.address,
      ...riskyTokens,
    },
    pairs: context.pairs,
    v1Exchanges: context.v1Exchanges,
    staking: {
      masterBreeder: contracts.masterBreeder.address,
      farms,
      singlePools: [
        { address: contracts.singlePool.address, stakedToken: tokens.VENOM.address, rewardToken: tokens.BUSD.address },
      ],
    },
    governance: {
      token: tokens.VENOM.address,
      timelock: contracts.timelock.address,
      governor: contracts.governor.address,
    },
    merkleDistributor: contracts.merkleDistributor.address,
  }
  return { deployment, claims }
}

/**
 * The governance demo mines ~80,000 one-second blocks and waits out a two-day timelock. Nodes start
 * with their clock days in the past (see startAnvil), and the last block is brought to the present,
 * so deadlines computed from block time match the wall clock.
 */
async function catchUpWithWallClock(context: SeedContext): Promise<void> {
  const latest = await context.provider.getBlock('latest')
  const now = Math.floor(Date.now() / 1000)
  if (latest.timestamp >= now) return
  await rpc(context.url, 'evm_setNextBlockTimestamp', [now])
  await rpc(context.url, 'evm_mine', [])
}
