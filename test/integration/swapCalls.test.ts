/// <reference types="vite/client" />
// The swap calls against the real router, pairs and V1 exchanges on a seeded Anvil node: which candidate is
// sent, what lands on chain, and the spec's messages when the chain refuses.
import { BigNumber } from '@ethersproject/bignumber'
import { Contract } from '@ethersproject/contracts'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import ERC20_ABI from '@/abis/ERC20.json'
import V1_EXCHANGE_ABI from '@/abis/UniswapV1Exchange.json'
import PAIR_ABI from '@/abis/UniswapV2Pair.json'
import ROUTER_ABI from '@/abis/UniswapV2Router02.json'
import { approveMaxOrExact, MAX_UINT256 } from '@/hooks/tokens/useApproveCallback'
import {
  type ChainId,
  type Currency,
  CurrencyAmount,
  ETHER,
  Pair,
  Route,
  Token,
  TokenAmount,
  Trade,
  TradeType,
  WETH,
} from '@/sdk'
import { swapCallParameters, type TradeVersion } from '@/utils/swap/swapCalls'
import { selectAndSendSwapCall } from '@/utils/swap/swapCallsSend'
import { swapErrorMessage } from '@/utils/swap/swapErrors'
import { sendWith } from '@/utils/transactions/send'

import { type Deployment } from '../../scripts/lib/deployment'
import { deployAndSeed } from '../../scripts/lib/seed'
import { useNode } from './support/node'

const node = useNode()
const CHAIN = 31337 as ChainId
let deployment: Deployment

beforeAll(async () => {
  deployment = (await deployAndSeed(node.url)).deployment
})

const TRADER = 3 // account 3 holds balances only: no approvals or positions to get in the way
const trader = () => node.signer(TRADER)
const traderAddress = () => node.accounts[TRADER]

const token = (symbol: keyof Deployment['tokens'], decimals = 18) =>
  new Token(CHAIN, deployment.tokens[symbol], decimals, symbol)
const wfra = () => (WETH as Record<number, Token>)[CHAIN]
const erc20 = (address: string) => new Contract(address, ERC20_ABI, trader())
const router = () => new Contract(deployment.router, ROUTER_ABI, trader())
const units = (amount: string, decimals = 18) => BigNumber.from(amount).mul(BigNumber.from(10).pow(decimals))

/** The SDK pair of two tokens with its reserves read from the chain. */
async function pairOf(a: Token, b: Token): Promise<Pair> {
  const address = Pair.getAddress(a, b)
  const [reserve0, reserve1] = await new Contract(address, PAIR_ABI, node.provider).getReserves()
  const [token0, token1] = a.sortsBefore(b) ? [a, b] : [b, a]
  return new Pair(new TokenAmount(token0, reserve0.toString()), new TokenAmount(token1, reserve1.toString()))
}

/** Twice a reserve, for a pool that looks deeper than it is. */
const double = (reserve: TokenAmount) => (BigInt(reserve.raw.toString()) * 2n).toString()

async function deadline() {
  return (await node.provider.getBlock('latest')).timestamp + 1200
}

async function send(trade: Trade, version: TradeVersion, contract: Contract, allowedSlippageBips = 50) {
  const options = { allowedSlippageBips, recipient: traderAddress(), deadline: await deadline() }
  const calls = swapCallParameters(trade, version, options).map((parameters) => ({ contract, parameters }))
  const sent = await selectAndSendSwapCall(calls, sendWith(trader()))
  const receipt = await sent.response.wait()
  expect(receipt.status).toBe(1)
  return { ...sent, receipt }
}

const balanceOf = (currency: Currency) =>
  currency === ETHER
    ? node.provider.getBalance(traderAddress())
    : (erc20((currency as Token).address).balanceOf(traderAddress()) as Promise<BigNumber>)

describe('swap calls against Anvil', () => {
  let snapshot: string
  beforeEach(async () => {
    snapshot = await node.snapshot()
    vi.spyOn(console, 'debug').mockImplementation(() => undefined)
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await node.revert(snapshot)
  })

  it('exact input FRA → BUSD: sends swapExactETHForTokens and receives exactly the quoted output', async () => {
    const busd = token('BUSD')
    const trade = new Trade(
      new Route([await pairOf(wfra(), busd)], ETHER, busd),
      CurrencyAmount.ether(units('1').toString()),
      TradeType.EXACT_INPUT,
    )
    const before = await balanceOf(busd)
    const { call, receipt } = await send(trade, 'v2', router())
    expect(call.parameters.methodName).toBe('swapExactETHForTokens')
    expect((await balanceOf(busd)).sub(before).toString()).toBe(trade.outputAmount.raw.toString())
    // The limit sent was the estimate + 10%, so the transaction used less than it.
    expect(receipt.gasUsed.lt((await node.provider.getTransaction(receipt.transactionHash)).gasLimit)).toBe(true)
  })

  it('exact output USDC → BUSD → VENOM through two hops, after approving the maximum', async () => {
    const [usdc, busd, venom] = [token('USDC', 6), token('BUSD'), token('VENOM')]
    const route = new Route([await pairOf(usdc, busd), await pairOf(busd, venom)], usdc, venom)
    const trade = new Trade(route, new TokenAmount(venom, units('100').toString()), TradeType.EXACT_OUTPUT)

    const { isExact, response } = await approveMaxOrExact(
      erc20(usdc.address),
      deployment.router,
      '1',
      sendWith(trader()),
    )
    await response.wait()
    expect(isExact).toBe(false)
    expect((await erc20(usdc.address).allowance(traderAddress(), deployment.router)).eq(MAX_UINT256)).toBe(true)

    const [usdcBefore, venomBefore] = [await balanceOf(usdc), await balanceOf(venom)]
    const { call } = await send(trade, 'v2', router())
    expect(call.parameters.methodName).toBe('swapTokensForExactTokens')
    expect(call.parameters.args[2]).toEqual([usdc.address, busd.address, venom.address])
    expect((await balanceOf(venom)).sub(venomBefore).toString()).toBe(units('100').toString())
    expect(usdcBefore.sub(await balanceOf(usdc)).toString()).toBe(trade.inputAmount.raw.toString())
  })

  it('exact input of the fee-on-transfer token: the plain call fails to estimate, its FOT variant is sent', async () => {
    const fot = token('FOT')
    const pair = await pairOf(fot, wfra())
    const trade = new Trade(
      new Route([pair], fot, ETHER),
      new TokenAmount(fot, units('10').toString()),
      TradeType.EXACT_INPUT,
    )
    await (
      await approveMaxOrExact(erc20(fot.address), deployment.router, units('10').toString(), sendWith(trader()))
    ).response.wait()

    const [fotBefore, fraBefore] = [await balanceOf(fot), await balanceOf(ETHER)]
    // 1% is burnt on the way in, so the output is ~1% below the quote: 2% slippage lets it through.
    const { call, receipt } = await send(trade, 'v2', router(), 200)
    expect(call.parameters.methodName).toBe('swapExactTokensForETHSupportingFeeOnTransferTokens')
    expect(fotBefore.sub(await balanceOf(fot)).toString()).toBe(units('10').toString())
    const gasCost = receipt.gasUsed.mul(receipt.effectiveGasPrice)
    const received = (await balanceOf(ETHER)).sub(fraBefore).add(gasCost)
    const quoted = BigNumber.from(trade.outputAmount.raw.toString())
    expect(received.lt(quoted)).toBe(true)
    expect(received.gt(quoted.mul(97).div(100))).toBe(true)
  })

  it('a minimum the pool cannot give: the spec’s slippage message, and nothing is sent', async () => {
    const busd = token('BUSD')
    const real = await pairOf(wfra(), busd)
    // A pool that looks twice as deep in BUSD as it is: the quoted minimum is out of reach.
    const [wfraReserve, busdReserve] = [real.reserveOf(wfra()), real.reserveOf(busd)]
    const rosy = new Pair(wfraReserve, new TokenAmount(busd, double(busdReserve)))
    const trade = new Trade(
      new Route([rosy], ETHER, busd),
      CurrencyAmount.ether(units('1').toString()),
      TradeType.EXACT_INPUT,
    )
    const nonce = await node.provider.getTransactionCount(traderAddress())
    const error = await send(trade, 'v2', router()).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'slippage', message: swapErrorMessage('slippage') })
    expect(await node.provider.getTransactionCount(traderAddress())).toBe(nonce)
  })

  it('an exact output whose maximum input is too low: the same message from EXCESSIVE_INPUT_AMOUNT', async () => {
    const busd = token('BUSD')
    const real = await pairOf(wfra(), busd)
    const rosy = new Pair(real.reserveOf(wfra()), new TokenAmount(busd, double(real.reserveOf(busd))))
    const trade = new Trade(
      new Route([rosy], ETHER, busd),
      new TokenAmount(busd, units('10').toString()),
      TradeType.EXACT_OUTPUT,
    )
    await expect(send(trade, 'v2', router())).rejects.toMatchObject({ code: 'slippage' })
  })

  it('another revert reason is named: a token never approved', async () => {
    const [venom, busd] = [token('VENOM'), token('BUSD')]
    const trade = new Trade(
      new Route([await pairOf(venom, busd)], venom, busd),
      new TokenAmount(venom, units('1').toString()),
      TradeType.EXACT_INPUT,
    )
    const error = await send(trade, 'v2', router()).catch((e: unknown) => e)
    expect(error).toMatchObject({
      code: 'reverted',
      params: { reason: 'TransferHelper: TRANSFER_FROM_FAILED' },
    })
    expect((error as Error).message).toBe(
      'The transaction cannot succeed due to error: TransferHelper: TRANSFER_FROM_FAILED. This is probably an issue with one of the tokens you are swapping.',
    )
  })

  it('V1: ethToTokenTransferInput on the BUSD exchange, output as the exchange prices it', async () => {
    const busd = token('BUSD')
    const exchangeAddress = deployment.v1Exchanges.BUSD
    const exchange = new Contract(exchangeAddress, V1_EXCHANGE_ABI, trader())
    // A V1 exchange prices like a pair of its token and native balances (0.3% fee on input).
    const v1Pair = new Pair(
      new TokenAmount(busd, (await erc20(busd.address).balanceOf(exchangeAddress)).toString()),
      new TokenAmount(wfra(), (await node.provider.getBalance(exchangeAddress)).toString()),
    )
    const input = units('1')
    const trade = new Trade(
      new Route([v1Pair], ETHER, busd),
      CurrencyAmount.ether(input.toString()),
      TradeType.EXACT_INPUT,
    )
    const expected: BigNumber = await exchange.getEthToTokenInputPrice(input)
    expect(trade.outputAmount.raw.toString()).toBe(expected.toString())

    const before = await balanceOf(busd)
    const { call } = await send(trade, 'v1', exchange)
    expect(call.parameters.methodName).toBe('ethToTokenTransferInput')
    expect((await balanceOf(busd)).sub(before).toString()).toBe(expected.toString())
  })
})
