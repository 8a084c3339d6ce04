/// <reference types="vite/client" />
// Permits on a node with chain id 1 (the only chain where the app signs them): the app's typed data, signed with
// eth_signTypedData_v4 by the node's unlocked account as a wallet would, is accepted by the router's
// removeLiquidityWithPermit and removeLiquidityETHWithPermit, and the pool tokens are burned without any approval.
import { type BigNumber, constants, type Contract, providers } from 'ethers'
import { parseUnits } from 'ethers/lib/utils.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { type ChainId, Token } from '@/sdk'
import { permitSignature, permitSignRequest } from '@/utils/liquidity/permit'
import { removeLiquidityCalls } from '@/utils/liquidity/removeLiquidityCalls'
import { sendRemoveLiquidity } from '@/utils/liquidity/removeLiquiditySend'
import { sendWith } from '@/utils/transactions/send'

import { type AnvilNode, startAnvil } from '../../scripts/lib/anvil'
import { attach, deploy, send } from '../../scripts/lib/contracts'

const CHAIN_ID = 1
const OWNER = 1

let node: AnvilNode
let provider: providers.JsonRpcProvider
let accounts: string[]
let weth: Contract
let router: Contract
let factory: Contract
let tokenA: Contract
let tokenB: Contract

const owner = () => provider.getSigner(accounts[OWNER])
const asToken = (contract: Contract, symbol: string) => new Token(CHAIN_ID as ChainId, contract.address, 18, symbol)

async function deadline(): Promise<number> {
  return (await provider.getBlock('latest')).timestamp + 1200
}

async function pairOf(a: string, b: string): Promise<Contract> {
  return attach(owner(), 'UniswapV2Pair', await factory.getPair(a, b))
}

/** The app's permit request for `value` pool tokens, answered by the node as a wallet answers it. */
async function signPermit(pair: Contract, value: BigNumber, chainId = CHAIN_ID) {
  const permitDeadline = await deadline()
  const { method, params } = permitSignRequest({
    name: await pair.name(),
    chainId,
    verifyingContract: pair.address,
    owner: accounts[OWNER],
    spender: router.address,
    value: value.toString(),
    nonce: (await pair.nonces(accounts[OWNER])).toString(),
    deadline: permitDeadline,
  })
  const signature: string = await provider.send(method, params)
  return permitSignature(signature, permitDeadline)
}

beforeAll(async () => {
  node = await startAnvil({ chainId: CHAIN_ID })
  provider = new providers.StaticJsonRpcProvider(node.url, CHAIN_ID)
  provider.pollingInterval = 50
  accounts = await provider.listAccounts()
  const deployer = provider.getSigner(accounts[0])
  weth = await deploy(deployer, 'WETH9')
  factory = await deploy(deployer, 'UniswapV2Factory', accounts[0])
  router = await deploy(deployer, 'UniswapV2Router02', factory.address, weth.address)
  tokenA = await deploy(owner(), 'DemoERC20', 'Token A', 'TKA', 18, parseUnits('1000000', 18))
  tokenB = await deploy(owner(), 'DemoERC20', 'Token B', 'TKB', 18, parseUnits('1000000', 18))
  for (const token of [tokenA, tokenB]) {
    await send(token.connect(owner()).approve(router.address, constants.MaxUint256), 'approve the router')
  }
  const amount = parseUnits('1000', 18)
  const r = router.connect(owner())
  const to = accounts[OWNER]
  await send(r.addLiquidity(tokenA.address, tokenB.address, amount, amount, 0, 0, to, await deadline()), 'add A/B')
  await send(r.addLiquidityETH(tokenA.address, amount, 0, 0, to, await deadline(), { value: amount }), 'add A/ETH')
  // A fresh pair's first update in a later block writes its price accumulators from zero (2 × 22,100 gas). If a
  // removal were estimated in the pair's own second and mined in the next, that write would come on top of the
  // estimate and its 10% margin, and the removal would run out of gas: do the first write here, a second later.
  await provider.send('evm_increaseTime', [1])
  for (const [a, b] of [
    [tokenA.address, tokenB.address],
    [tokenA.address, weth.address],
  ]) {
    await send((await pairOf(a, b)).sync(), 'sync the pair')
  }
})

afterAll(async () => {
  await node?.stop()
})

describe('remove liquidity with a permit on chain id 1', () => {
  it('the node runs chain id 1', async () => {
    expect((await provider.getNetwork()).chainId).toBe(1)
    expect(Number(await provider.send('eth_chainId', []))).toBe(1)
  })

  it('removeLiquidityWithPermit accepts the signature and burns the pool tokens', async () => {
    const pair = await pairOf(tokenA.address, tokenB.address)
    const liquidity: BigNumber = await pair.balanceOf(accounts[OWNER])
    expect((await pair.allowance(accounts[OWNER], router.address)).isZero()).toBe(true)
    const supplyBefore: BigNumber = await pair.totalSupply()
    const signature = await signPermit(pair, liquidity)

    const calls = removeLiquidityCalls({
      tokenA: asToken(tokenA, 'TKA'),
      tokenB: asToken(tokenB, 'TKB'),
      nativeSide: undefined,
      liquidity: liquidity.toString(),
      amountAMin: '0',
      amountBMin: '0',
      recipient: accounts[OWNER],
      deadline: await deadline(),
      approved: false,
      signature,
    })
    expect(calls.map((call) => call.methodName)).toEqual(['removeLiquidityWithPermit'])
    const { response, call } = await sendRemoveLiquidity(router.connect(owner()), calls, sendWith(owner()))
    expect(call.methodName).toBe('removeLiquidityWithPermit')
    expect((await response.wait()).status).toBe(1)

    expect((await pair.balanceOf(accounts[OWNER])).isZero()).toBe(true)
    expect(supplyBefore.sub(await pair.totalSupply()).toString()).toBe(liquidity.toString())
    expect((await pair.nonces(accounts[OWNER])).toNumber()).toBe(1)
  })

  it('removeLiquidityETHWithPermit pays the native coin for half of the A/WETH position', async () => {
    const pair = await pairOf(tokenA.address, weth.address)
    const balance: BigNumber = await pair.balanceOf(accounts[OWNER])
    const liquidity = balance.div(2)
    const signature = await signPermit(pair, liquidity)
    const ethBefore = await provider.getBalance(accounts[OWNER])

    const calls = removeLiquidityCalls({
      tokenA: asToken(tokenA, 'TKA'),
      tokenB: asToken(weth, 'WETH'),
      nativeSide: 'B',
      liquidity: liquidity.toString(),
      amountAMin: parseUnits('499', 18).toString(),
      amountBMin: parseUnits('499', 18).toString(),
      recipient: accounts[OWNER],
      deadline: await deadline(),
      approved: false,
      signature,
    })
    const { response, call } = await sendRemoveLiquidity(router.connect(owner()), calls, sendWith(owner()))
    expect(call.methodName).toBe('removeLiquidityETHWithPermit')
    const receipt = await response.wait()
    expect(receipt.status).toBe(1)

    expect((await pair.balanceOf(accounts[OWNER])).toString()).toBe(balance.sub(liquidity).toString())
    const gas = receipt.gasUsed.mul(receipt.effectiveGasPrice)
    expect((await provider.getBalance(accounts[OWNER])).add(gas).sub(ethBefore).gte(parseUnits('499', 18))).toBe(true)
  })

  it("a signature for another chain's domain estimates nowhere: 'This transaction would fail. Please contact support.'", async () => {
    const pair = await pairOf(tokenA.address, weth.address)
    const liquidity: BigNumber = (await pair.balanceOf(accounts[OWNER])).div(2)
    const signature = await signPermit(pair, liquidity, 31337)
    const calls = removeLiquidityCalls({
      tokenA: asToken(tokenA, 'TKA'),
      tokenB: asToken(weth, 'WETH'),
      nativeSide: 'B',
      liquidity: liquidity.toString(),
      amountAMin: '0',
      amountBMin: '0',
      recipient: accounts[OWNER],
      deadline: await deadline(),
      approved: false,
      signature,
    })
    // Each refused estimate is logged at debug level; keep the run's output readable.
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    await expect(sendRemoveLiquidity(router.connect(owner()), calls, sendWith(owner()))).rejects.toThrow(
      'This transaction would fail. Please contact support.',
    )
    expect(debug).toHaveBeenCalledTimes(2)
    debug.mockRestore()
  })
})
