// A fresh deploy on a fresh node reproduces the committed deployment byte for byte and leaves exactly the demo state
// that ui-contract.md promises. (How long it takes is a figure of `npm run bench -- chain`, not a test.)
import { readFileSync } from 'node:fs'

import { type BigNumber, type Contract } from 'ethers'
import { formatUnits, getCreate2Address, parseUnits, solidityKeccak256 } from 'ethers/lib/utils.js'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'

import { type AnvilNode, rpc, startAnvil } from '../../../scripts/lib/anvil'
import { type ArtifactName } from '../../../scripts/lib/artifacts'
import { attach } from '../../../scripts/lib/contracts'
import { CLAIMS_FILE, DEPLOYMENT_FILE, serialize } from '../../../scripts/lib/deployment'
import { inspectChain } from '../../../scripts/lib/localChain'
import { deployAndSeed, localProvider, type SeedResult } from '../../../scripts/lib/seed'
import { runScript } from '../support/runScript'

let node: AnvilNode
let seeded: SeedResult
let contract: (name: ArtifactName, address: string) => Contract

beforeAll(async () => {
  node = await startAnvil()
  seeded = await deployAndSeed(node.url)
  const provider = localProvider(node.url)
  contract = (name, address) => attach(provider.getSigner(0), name, address)
})

afterAll(async () => {
  await node?.stop()
})

const provider = () => localProvider(node.url)
const accountsOf = () => provider().listAccounts()

describe('deterministic deployment', () => {
  it('reproduces src/config/deployments/local.json and the claims file byte for byte', () => {
    expect(serialize(seeded.deployment)).toBe(readFileSync(DEPLOYMENT_FILE, 'utf8'))
    expect(serialize(seeded.claims)).toBe(readFileSync(CLAIMS_FILE, 'utf8'))
  })

  it('is recognised as deployed, so `npm run chain` does not deploy twice', async () => {
    expect(await inspectChain(node.url, seeded.deployment)).toBe('deployed')
    const result = await runScript('scripts/chain.ts', { ANVIL_PORT: String(node.port), ANVIL_BLOCK_TIME: '' })
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain('deployment found')
    expect(result.stdout).toContain(`RPC URL:  ${node.url}`)
    expect(((await provider().getBlockNumber()) as number) > 0).toBe(true)
  })
})

describe('demo state', () => {
  it('gives accounts 1–3 the promised balances', async () => {
    const accounts = await accountsOf()
    const { tokens } = seeded.deployment
    const minimum = { BUSD: '10000', USDC: '10000', WBTC: '1', VENOM: '10000', FOT: '1000' } as const
    for (const account of accounts.slice(1, 4)) {
      expect(Number(formatUnits(await provider().getBalance(account), 18))).toBeGreaterThanOrEqual(1000)
      for (const [symbol, amount] of Object.entries(minimum)) {
        const token = contract('DemoERC20', tokens[symbol as keyof typeof minimum])
        const decimals: number = await token.decimals()
        const balance: BigNumber = await token.balanceOf(account)
        expect(balance.gte(parseUnits(amount, decimals)), `${symbol} of ${account}`).toBe(true)
      }
    }
    const decimals = await Promise.all(
      (['BUSD', 'USDC', 'WBTC', 'VENOM', 'FOT'] as const).map((s) => contract('DemoERC20', tokens[s]).decimals()),
    )
    expect(decimals).toEqual([18, 6, 8, 18, 18])
  })

  it('has V2 pairs with liquidity at the addresses the SDK will compute', async () => {
    const { pairs, factory, initCodeHash } = seeded.deployment
    expect(Object.keys(pairs).sort()).toEqual(
      ['FOT/WFRA', 'USDC/BUSD', 'VENOM/BUSD', 'VENOM/WFRA', 'WBTC/WFRA', 'WFRA/BUSD', 'TAX/WFRA', 'HONEY/WFRA'].sort(),
    )
    for (const address of Object.values(pairs)) {
      const pair = contract('UniswapV2Pair', address)
      const [token0, token1]: string[] = await Promise.all([pair.token0(), pair.token1()])
      const salt = solidityKeccak256(['address', 'address'], [token0, token1])
      expect(getCreate2Address(factory, salt, initCodeHash)).toBe(address)
      const [reserve0, reserve1]: BigNumber[] = await pair.getReserves()
      expect(reserve0.gt(0) && reserve1.gt(0)).toBe(true)
    }
  })

  it('has TAX, which burns 5% of every transfer, and HONEY, which account 1 can buy and never sell', async () => {
    const { router, weth, tokens } = seeded.deployment
    const provider = localProvider(node.url)
    const account1 = provider.getSigner(1)
    const address1 = await account1.getAddress()
    const routerOf1 = contract('UniswapV2Router02', router).connect(account1)
    const deadline = Math.floor(Date.now() / 1000) + 3600
    // The trades are undone after the test: the other tests read the demo state as seeded.
    const snapshot = await rpc(node.url, 'evm_snapshot', [])
    onTestFinished(async () => {
      await rpc(node.url, 'evm_revert', [snapshot])
    })
    const buy = async (token: string) => {
      const path = [weth, token]
      const [, quoted]: BigNumber[] = await routerOf1.getAmountsOut(parseUnits('10', 18), path)
      const before: BigNumber = await contract('DemoERC20', token).balanceOf(address1)
      await (
        await routerOf1.swapExactETHForTokensSupportingFeeOnTransferTokens(0, path, address1, deadline, {
          value: parseUnits('10', 18),
        })
      ).wait()
      const received = ((await contract('DemoERC20', token).balanceOf(address1)) as BigNumber).sub(before)
      return { quoted, received }
    }

    const tax = await buy(tokens.TAX)
    // The pool sent what the router quoted; 5% of it burnt on the way.
    expect(tax.received.toString()).toBe(tax.quoted.sub(tax.quoted.mul(500).div(10_000)).toString())

    const honey = await buy(tokens.HONEY)
    expect(honey.received.toString()).toBe(honey.quoted.toString())
    const honeyOf1 = contract('DemoERC20', tokens.HONEY).connect(account1)
    await (await honeyOf1.approve(router, honey.received)).wait()
    await expect(
      routerOf1.callStatic.swapExactTokensForETHSupportingFeeOnTransferTokens(
        honey.received,
        0,
        [tokens.HONEY, weth],
        address1,
        deadline,
      ),
    ).rejects.toThrow(/HONEY: transfer to a pool refused|TRANSFER_FROM_FAILED/)
    // Sending it to anyone but a pool works: only selling is refused.
    await (await honeyOf1.transfer(await provider.getSigner(2).getAddress(), 1)).wait()
  })

  it('quotes through the router, so its built-in init code hash matches the factory', async () => {
    const { router, weth, tokens } = seeded.deployment
    const amounts: BigNumber[] = await contract('UniswapV2Router02', router).getAmountsOut(parseUnits('1', 18), [
      weth,
      tokens.BUSD,
    ])
    expect(Number(formatUnits(amounts[1], 18))).toBeCloseTo(1.99, 1)
  })

  it('has V1 exchanges with liquidity for BUSD and USDC, and account 1 holds V1 BUSD liquidity', async () => {
    const accounts = await accountsOf()
    const { v1Factory, v1Exchanges, tokens } = seeded.deployment
    for (const symbol of ['BUSD', 'USDC'] as const) {
      const address: string = await contract('UniswapV1Factory', v1Factory).getExchange(tokens[symbol])
      expect(address).toBe(v1Exchanges[symbol])
      expect((await provider().getBalance(address)).gt(0)).toBe(true)
    }
    const v1Busd = contract('UniswapV1Exchange', v1Exchanges.BUSD)
    expect(((await v1Busd.balanceOf(accounts[1])) as BigNumber).gt(0)).toBe(true)
  })

  it('gives account 1 WFRA/BUSD liquidity and a stake in the WFRA/BUSD farm', async () => {
    const accounts = await accountsOf()
    const { pairs, staking } = seeded.deployment
    expect(((await contract('UniswapV2Pair', pairs['WFRA/BUSD']).balanceOf(accounts[1])) as BigNumber).gt(0)).toBe(true)
    const farm = staking.farms.find((f) => f.pair === 'WFRA/BUSD')
    if (!farm) throw new Error('no WFRA/BUSD farm')
    const breeder = contract('MasterBreeder', staking.masterBreeder)
    expect((await breeder.poolInfo(farm.pid))[0]).toBe(pairs['WFRA/BUSD'])
    expect(((await breeder.userInfo(farm.pid, accounts[1]))[0] as BigNumber).gt(0)).toBe(true)
  })

  it('runs the WFRA/BUSD and VENOM/BUSD farms, and one farm has not started yet', async () => {
    const { staking } = seeded.deployment
    const breeder = contract('MasterBreeder', staking.masterBreeder)
    const block = await provider().getBlockNumber()
    const started: Record<string, boolean> = {}
    for (const farm of staking.farms) {
      const info = await breeder.poolInfo(farm.pid)
      expect((info.allocPoint as BigNumber).gt(0)).toBe(true)
      started[farm.pair] = (info.startBlock as BigNumber).lte(block)
    }
    expect(started['WFRA/BUSD']).toBe(true)
    expect(started['VENOM/BUSD']).toBe(true)
    expect(Object.values(started).filter((s) => !s).length).toBeGreaterThanOrEqual(1)
    expect(((await breeder.poolLength()) as BigNumber).toNumber()).toBe(staking.farms.length)
  })

  it('has a single-token pool staking VENOM with its rewards funded', async () => {
    const { staking, tokens } = seeded.deployment
    const [pool] = staking.singlePools
    const single = contract('SingleStakingPool', pool.address)
    expect(await single.stakedToken()).toBe(tokens.VENOM)
    const reward = contract('DemoERC20', await single.rewardToken())
    expect(((await reward.balanceOf(pool.address)) as BigNumber).gt(0)).toBe(true)
  })

  it('has unclaimed merkle claims for accounts 1 and 2 and none for account 3', async () => {
    const accounts = await accountsOf()
    const { claims } = seeded
    const distributor = contract('MerkleDistributor', seeded.deployment.merkleDistributor)
    expect(await distributor.merkleRoot()).toBe(claims.merkleRoot)
    for (const account of accounts.slice(1, 3)) {
      const claim = claims.claims[account]
      expect(claim, `claim of ${account}`).toBeDefined()
      expect(await distributor.isClaimed(claim.index)).toBe(false)
    }
    expect(claims.claims[accounts[3]]).toBeUndefined()
    const venom = contract('VenomToken', seeded.deployment.tokens.VENOM)
    expect(((await venom.balanceOf(distributor.address)) as BigNumber).eq(claims.tokenTotal)).toBe(true)
  })

  it('has proposals executed, defeated and active, and account 1 can vote on the active one', async () => {
    const accounts = await accountsOf()
    const governor = contract('GovernorAlpha', seeded.deployment.governance.governor)
    const venom = contract('VenomToken', seeded.deployment.governance.token)
    expect(((await governor.proposalCount()) as BigNumber).toNumber()).toBe(3)
    const states = await Promise.all([1, 2, 3].map((id) => governor.state(id)))
    expect(states).toEqual([7, 3, 1]) // Executed, Defeated, Active
    const active = await governor.proposals(3)
    const votes: BigNumber = await venom.getPriorVotes(accounts[1], active.startBlock)
    expect(votes.gt(0)).toBe(true)
    expect((await governor.getReceipt(3, accounts[1])).hasVoted).toBe(false)
    expect(((await venom.getCurrentVotes(accounts[3])) as BigNumber).isZero()).toBe(true)
  })

  it('ends with the chain clock near the wall clock', async () => {
    const latest = await provider().getBlock('latest')
    expect(Math.abs(latest.timestamp - Date.now() / 1000)).toBeLessThan(600)
  })
})
