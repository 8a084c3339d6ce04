// Demo balances of accounts 1–3.
import { parseUnits } from 'ethers/lib/utils.js'

import { send } from '../contracts'
import { ACCOUNT_BALANCES, ACCOUNT1_POSITIONS, FOT_SENT, TOKENS } from '../demo'
import { type SeedContext, type TokenSymbol } from './context'

function decimalsOf(symbol: TokenSymbol): number {
  return symbol in TOKENS ? TOKENS[symbol as keyof typeof TOKENS].decimals : 18
}

export async function seedBalances(context: SeedContext): Promise<void> {
  const { tokens } = context.contracts
  for (const account of [1, 2, 3]) {
    const to = context.accounts[account]
    for (const symbol of ['BUSD', 'USDC', 'WBTC', 'VENOM'] as const) {
      let amount = parseUnits(ACCOUNT_BALANCES[symbol], decimalsOf(symbol))
      // Account 1 also funds its own liquidity positions (V1 takes up to twice its figure, as a bound).
      if (account === 1 && symbol === 'BUSD') {
        amount = amount
          .add(parseUnits(ACCOUNT1_POSITIONS.v2.BUSD, 18))
          .add(parseUnits(ACCOUNT1_POSITIONS.v1.tokens, 18).mul(2))
      }
      await send(tokens[symbol].transfer(to, amount), `${symbol} to account ${account}`)
    }
    await send(tokens.FOT.transfer(to, parseUnits(FOT_SENT, 18)), `FOT to account ${account}`)
  }
}
