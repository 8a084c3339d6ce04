// V1 liquidity as the tests read it from the chain: what an account's position pays out, the minimums the app
// should send for it, and the transaction the app sent.
import { type BigNumber, type Contract } from 'ethers'

import { attach } from '../../../scripts/lib/contracts'
import { type LocalChain } from './fixtures'

/** The V1 exchange at `address`, bound to account 1 (the demo's V1 liquidity provider). */
export function v1Exchange(chain: LocalChain, address: string): Contract {
  return attach(chain.provider.getSigner(chain.accounts[1]), 'UniswapV1Exchange', address)
}

/** The demo's BUSD, bound to account 1. */
export function busd(chain: LocalChain): Contract {
  return attach(chain.provider.getSigner(chain.accounts[1]), 'DemoERC20', chain.deployment.tokens.BUSD)
}

export interface V1PositionWorth {
  liquidity: BigNumber
  token: BigNumber
  native: BigNumber
}

/** What removeLiquidity gives the account for all its liquidity: each reserve's share, rounded down. */
export async function positionWorth(
  chain: LocalChain,
  exchange: Contract,
  token: Contract,
  account: string,
): Promise<V1PositionWorth> {
  const liquidity: BigNumber = await exchange.balanceOf(account)
  const totalSupply: BigNumber = await exchange.totalSupply()
  const tokenReserve: BigNumber = await token.balanceOf(exchange.address)
  const nativeReserve = await chain.provider.getBalance(exchange.address)
  return {
    liquidity,
    token: tokenReserve.mul(liquidity).div(totalSupply),
    native: nativeReserve.mul(liquidity).div(totalSupply),
  }
}

/**
 * The first three arguments removeLiquidity should carry for the whole position at `slippageBips`: the amount, then
 * min_eth and min_tokens, each the payout less the slippage, rounded down.
 */
export function expectedRemoveArguments(worth: V1PositionWorth, slippageBips: number): string[] {
  const lessSlippage = (amount: BigNumber) =>
    amount
      .mul(10_000 - slippageBips)
      .div(10_000)
      .toString()
  return [worth.liquidity.toString(), lessSlippage(worth.native), lessSlippage(worth.token)]
}

/** The newest transaction sent to `to` in the latest block, with its receipt and block. */
export async function lastTransactionTo(chain: LocalChain, to: string) {
  const block = await chain.provider.getBlockWithTransactions('latest')
  const tx = block.transactions.find((candidate) => candidate.to?.toLowerCase() === to.toLowerCase())
  if (!tx) throw new Error(`no transaction to ${to} in the latest block`)
  const receipt = await chain.provider.getTransactionReceipt(tx.hash)
  return { tx, receipt, block }
}
