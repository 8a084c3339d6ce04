// Deploys every contract of the local chain from account 0. The order is fixed, so the addresses are too.
import { type Contract, type providers } from 'ethers'
import { getContractAddress, keccak256, parseUnits } from 'ethers/lib/utils.js'

import { loadArtifact } from './artifacts'
import { deploy, send } from './contracts'
import { FARMS, FOT_SUPPLY, GOVERNANCE, SINGLE_POOL, TOKENS, VENOM_LOCK, VENOM_SUPPLY } from './demo'
import { buildClaims, type ClaimsFile } from './merkle'

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
  const deployer = provider.getSigner(accounts[0])

  const weth = await deploy(deployer, 'WETH9')
  const factory = await deploy(deployer, 'UniswapV2Factory', accounts[0])
  const router = await deploy(deployer, 'UniswapV2Router02', factory.address, weth.address)
  const v1Template = await deploy(deployer, 'UniswapV1Exchange')
  const v1Factory = await deploy(deployer, 'UniswapV1Factory')
  await send(v1Factory.initializeFactory(v1Template.address), 'initialize the V1 factory')
  const migrator = await deploy(deployer, 'UniswapV2Migrator', v1Factory.address, router.address)
  const multicall = await deploy(deployer, 'UniswapInterfaceMulticall')

  const erc20 = (symbol: keyof typeof TOKENS) => {
    const token = TOKENS[symbol]
    return deploy(deployer, 'DemoERC20', token.name, symbol, token.decimals, parseUnits(token.supply, token.decimals))
  }
  const BUSD = await erc20('BUSD')
  const USDC = await erc20('USDC')
  const WBTC = await erc20('WBTC')
  const FOT = await deploy(deployer, 'DeflatingERC20', FOT_SUPPLY)
  const VENOM = await deploy(deployer, 'VenomToken', VENOM_SUPPLY, VENOM_LOCK.fromBlock, VENOM_LOCK.toBlock)

  // The timelock's admin is the governor, deployed right after it: predict its address.
  const nonce = await provider.getTransactionCount(accounts[0])
  const governorAddress = getContractAddress({ from: accounts[0], nonce: nonce + 1 })
  const timelock = await deploy(deployer, 'Timelock', governorAddress, GOVERNANCE.timelockDelaySeconds)
  const governor = await deploy(deployer, 'GovernorAlpha', timelock.address, VENOM.address)
  if (governor.address !== governorAddress) throw new Error('Governor address prediction failed')

  const merkleDistributor = await deploy(deployer, 'MerkleDistributor', VENOM.address, claims.merkleRoot)

  const block = await provider.getBlockNumber()
  const masterBreeder = await deploy(
    deployer,
    'MasterBreeder',
    VENOM.address,
    accounts[0],
    FARMS.rewardPerBlock,
    block,
    block + FARMS.durationBlocks,
    FARMS.blockDeltaStartStage,
    FARMS.blockDeltaEndStage,
    FARMS.devFeeStage,
  )
  const singlePool = await deploy(
    deployer,
    'SingleStakingPool',
    VENOM.address,
    BUSD.address,
    SINGLE_POOL.rewardPerBlock,
    block,
    block + SINGLE_POOL.durationBlocks,
  )

  return {
    weth,
    factory,
    router,
    v1Factory,
    migrator,
    multicall,
    tokens: { BUSD, USDC, WBTC, VENOM, FOT },
    timelock,
    governor,
    merkleDistributor,
    masterBreeder,
    singlePool,
  }
}

export function initCodeHash(): string {
  return keccak256(loadArtifact('UniswapV2Pair').bytecode)
}
