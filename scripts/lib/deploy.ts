// Deploys every contract of the local chain from account 0 through the same steps `npm run deploy` runs on real
// chains (suite/), with the demo config. The order is fixed, so the addresses are too.
import { type Contract, type providers } from 'ethers'
import { parseUnits } from 'ethers/lib/utils.js'

import { type ArtifactName } from './artifacts'
import { attach } from './contracts'
import { buildClaims, type ClaimsFile } from './merkle'
import { deploySuite, memoryStore, nodeSender } from './suite'
import { localConfig } from './suite/localConfig'

export interface Contracts {
  weth: Contract
  factory: Contract
  router: Contract
  v1Factory: Contract
  migrator: Contract
  multicall: Contract
  tokens: { BUSD: Contract; USDC: Contract; WBTC: Contract; VENOM: Contract; FOT: Contract }
  timelock: Contract
  governor: Contract
  merkleDistributor: Contract
  masterBreeder: Contract
  singlePool: Contract
}

export function claimsFor(accounts: string[], claims: readonly ClaimSpec[]): ClaimsFile {
  return buildClaims(
    claims.map((claim) => {
      const amount = (claim.isSOCKS ? 1000 : 0) + (claim.isUser ? 400 : 0) + (claim.isLP ? Number(claim.lpAmount) : 0)
      return {
        account: accounts[claim.account],
        amount: parseUnits(String(amount), 18),
        flags: { isSOCKS: claim.isSOCKS, isLP: claim.isLP, isUser: claim.isUser },
      }
    }),
  )
}

interface ClaimSpec {
  account: number
  isSOCKS: boolean
  isUser: boolean
  isLP: boolean
  lpAmount: string
}

export async function deployContracts(
  provider: providers.JsonRpcProvider,
  accounts: string[],
  claims: ClaimsFile,
): Promise<Contracts> {
  const chainId = (await provider.getNetwork()).chainId
  const { addresses } = await deploySuite({
    config: localConfig(claims),
    sender: nodeSender(provider, accounts[0]),
    chainId,
    store: memoryStore(),
  })
  const deployer = provider.getSigner(accounts[0])
  const at = (name: ArtifactName, id: string) => attach(deployer, name, addresses[id])
  return {
    weth: at('WETH9', 'weth'),
    factory: at('UniswapV2Factory', 'factory'),
    router: at('UniswapV2Router02', 'router'),
    v1Factory: at('UniswapV1Factory', 'v1Factory'),
    migrator: at('UniswapV2Migrator', 'migrator'),
    multicall: at('UniswapInterfaceMulticall', 'multicall'),
    tokens: {
      BUSD: at('DemoERC20', 'token:BUSD'),
      USDC: at('DemoERC20', 'token:USDC'),
      WBTC: at('DemoERC20', 'token:WBTC'),
      VENOM: at('VenomToken', 'VENOM'),
      FOT: at('DeflatingERC20', 'token:FOT'),
    },
    timelock: at('Timelock', 'timelock'),
    governor: at('GovernorAlpha', 'governor'),
    merkleDistributor: at('MerkleDistributor', 'merkleDistributor'),
    masterBreeder: at('MasterBreeder', 'masterBreeder'),
    singlePool: at('SingleStakingPool', 'singlePool:0'),
  }
}
