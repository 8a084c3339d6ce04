// The demo's tokens that hurt their traders (demo.ts RISKY_TOKENS), each deployed by account 0 and pooled with WFRA.
// Run last: their deployments take account 0's next nonces, so every address before them stays where it was.
import { constants } from 'ethers'
import { parseUnits } from 'ethers/lib/utils.js'

import { deploy, send } from '../contracts'
import { RISKY_TOKENS, type RiskyTokenSymbol } from '../demo'
import { deadline, type SeedContext, signer } from './context'

export async function seedRiskyTokens(context: SeedContext): Promise<Record<RiskyTokenSymbol, string>> {
  const { router, factory, weth } = context.contracts
  const deployed = {} as Record<RiskyTokenSymbol, string>
  for (const [symbol, { artifact, supply, pool, knowsPool }] of Object.entries(RISKY_TOKENS) as [
    RiskyTokenSymbol,
    (typeof RISKY_TOKENS)[RiskyTokenSymbol],
  ][]) {
    const token = await deploy(signer(context, 0), artifact, parseUnits(supply, 18))
    const name = `${symbol}/WFRA`
    await send(factory.createPair(token.address, weth.address), `create ${name}`)
    const pair: string = await factory.getPair(token.address, weth.address)
    if (knowsPool) await send(token.addPool(pair), `${symbol}'s pool`)
    await send(token.approve(router.address, constants.MaxUint256), `approve ${symbol}`)
    await send(
      router.addLiquidityETH(
        token.address,
        parseUnits(pool.tokens, 18),
        0,
        0,
        context.accounts[0],
        await deadline(context),
        { value: parseUnits(pool.native, 18) },
      ),
      `add ${name}`,
    )
    context.pairs[name] = pair
    deployed[symbol] = token.address
  }
  return deployed
}
