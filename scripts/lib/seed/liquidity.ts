// V2 pairs and V1 exchanges with liquidity, and account 1's own V2 and V1 positions.
import { constants } from 'ethers'
import { parseUnits } from 'ethers/lib/utils.js'

import { attach, send } from '../contracts'
import { ACCOUNT1_POSITIONS, PAIRS, TOKENS, V1_EXCHANGES } from '../demo'
import { as, deadline, type SeedContext, signer, type TokenSymbol } from './context'

function units(symbol: string, amount: string) {
  const decimals = symbol in TOKENS ? TOKENS[symbol as keyof typeof TOKENS].decimals : 18
  return parseUnits(amount, decimals)
}

export async function seedPairs(context: SeedContext): Promise<void> {
  const { router, factory, tokens, weth } = context.contracts
  for (const symbol of Object.keys(tokens) as TokenSymbol[]) {
    await send(tokens[symbol].approve(router.address, constants.MaxUint256), `approve ${symbol}`)
  }
  for (const pair of PAIRS) {
    const name = `${pair.a}/${pair.b}`
    if (pair.b === 'WFRA') {
      const token = tokens[pair.a as TokenSymbol]
      await send(
        router.addLiquidityETH(
          token.address,
          units(pair.a, pair.amountA),
          0,
          0,
          context.accounts[0],
          await deadline(context),
          {
            value: units('WFRA', pair.amountB),
          },
        ),
        `add ${name}`,
      )
      context.pairs[name] = await factory.getPair(token.address, weth.address)
    } else if (pair.a === 'WFRA') {
      const token = tokens[pair.b as TokenSymbol]
      await send(
        router.addLiquidityETH(
          token.address,
          units(pair.b, pair.amountB),
          0,
          0,
          context.accounts[0],
          await deadline(context),
          {
            value: units('WFRA', pair.amountA),
          },
        ),
        `add ${name}`,
      )
      context.pairs[name] = await factory.getPair(weth.address, token.address)
    } else {
      const a = tokens[pair.a as TokenSymbol]
      const b = tokens[pair.b as TokenSymbol]
      await send(
        router.addLiquidity(
          a.address,
          b.address,
          units(pair.a, pair.amountA),
          units(pair.b, pair.amountB),
          0,
          0,
          context.accounts[0],
          await deadline(context),
        ),
        `add ${name}`,
      )
      context.pairs[name] = await factory.getPair(a.address, b.address)
    }
  }
}

export async function seedV1(context: SeedContext): Promise<void> {
  const { v1Factory, tokens } = context.contracts
  for (const exchange of V1_EXCHANGES) {
    const token = tokens[exchange.token]
    await send(v1Factory.createExchange(token.address), `create V1 ${exchange.token}`)
    const address: string = await v1Factory.getExchange(token.address)
    context.v1Exchanges[exchange.token] = address
    await send(token.approve(address, constants.MaxUint256), `approve V1 ${exchange.token}`)
    const v1 = attach(signer(context, 0), 'UniswapV1Exchange', address)
    await send(
      v1.addLiquidity(0, units(exchange.token, exchange.tokens), await deadline(context), {
        value: units('WFRA', exchange.native),
      }),
      `add V1 ${exchange.token}`,
    )
  }
}

export async function seedAccount1Liquidity(context: SeedContext): Promise<void> {
  const { router, tokens } = context.contracts
  const BUSD = as(tokens.BUSD, context, 1)
  const { v2, v1 } = ACCOUNT1_POSITIONS
  await send(BUSD.approve(router.address, constants.MaxUint256), 'account 1 approves the router')
  await send(
    as(router, context, 1).addLiquidityETH(
      BUSD.address,
      parseUnits(v2.BUSD, 18),
      0,
      0,
      context.accounts[1],
      await deadline(context),
      {
        value: parseUnits(v2.native, 18),
      },
    ),
    'account 1 adds WFRA/BUSD',
  )
  const exchange = attach(signer(context, 1), 'UniswapV1Exchange', context.v1Exchanges[v1.token])
  await send(BUSD.approve(exchange.address, constants.MaxUint256), 'account 1 approves V1 BUSD')
  // A second V1 provider must name a minimum of liquidity above zero.
  await send(
    exchange.addLiquidity(1, parseUnits(v1.tokens, 18).mul(2), await deadline(context), {
      value: parseUnits(v1.native, 18),
    }),
    'account 1 adds V1 BUSD',
  )
}
