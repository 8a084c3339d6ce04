// The token check (issue 41) against the real router and the demo's tokens on a seeded Anvil node: TokenProbe's code
// run in one eth_call through a state override classifies each token as the chain treats it, sends nothing, and a
// node that refuses the call leaves the verdict unknown.
import { beforeAll, describe, expect, it } from 'vitest'

import { type ProbeCallParams, probeToken } from '@/utils/tokens/probeToken'

import { rpc } from '../../scripts/lib/anvil'
import { type Deployment } from '../../scripts/lib/deployment'
import { deployAndSeed } from '../../scripts/lib/seed'
import { useNode } from './support/node'

const node = useNode()
let deployment: Deployment

beforeAll(async () => {
  deployment = (await deployAndSeed(node.url)).deployment
}, 120_000)

const call = (params: ProbeCallParams) => rpc<string>(node.url, 'eth_call', params)
const check = (token: string, amountIn = 10n ** 17n) =>
  probeToken(call, { router: deployment.router, buyPath: [deployment.weth, token], amountIn })

describe('the demo tokens as the chain treats them', () => {
  it('a listed token with a plain pool is none', async () => {
    await expect(check(deployment.tokens.BUSD)).resolves.toEqual({ risk: 'none', taxBps: 0 })
    await expect(check(deployment.tokens.WBTC, 10n ** 15n)).resolves.toEqual({ risk: 'none', taxBps: 0 })
  })

  it('TAX keeps 5% of a trade, FOT 1%', async () => {
    await expect(check(deployment.tokens.TAX)).resolves.toEqual({ risk: 'transfer-tax', taxBps: 500 })
    await expect(check(deployment.tokens.FOT)).resolves.toEqual({ risk: 'transfer-tax', taxBps: 100 })
  })

  it('HONEY can be bought and never sold', async () => {
    await expect(check(deployment.tokens.HONEY)).resolves.toMatchObject({ risk: 'sell-reverts' })
  })

  it('sends nothing: the chain is where it was', async () => {
    const before = await node.blockNumber()
    const balance = await node.provider.getBalance(deployment.pairs['TAX/WFRA'])
    await check(deployment.tokens.TAX)
    expect(await node.blockNumber()).toBe(before)
    expect((await node.provider.getBalance(deployment.pairs['TAX/WFRA'])).toString()).toBe(balance.toString())
  })
})

describe('what the check cannot learn', () => {
  it('a token with no pool is unknown', async () => {
    await expect(check(node.accounts[5])).resolves.toEqual({ risk: 'unknown', taxBps: 0 })
  })

  it('a node that refuses state overrides is unknown', async () => {
    const refusing = async (params: ProbeCallParams) => {
      // A node without the third parameter answers the probe address's call without its code: no outcome.
      return rpc<string>(node.url, 'eth_call', params.slice(0, 2))
    }
    await expect(
      probeToken(refusing, {
        router: deployment.router,
        buyPath: [deployment.weth, deployment.tokens.TAX],
        amountIn: 10n ** 17n,
      }),
    ).resolves.toEqual({ risk: 'unknown', taxBps: 0 })
    const notFound = async () => {
      throw new Error('the method eth_call with a state override does not exist/is not available')
    }
    await expect(
      probeToken(notFound, {
        router: deployment.router,
        buyPath: [deployment.weth, deployment.tokens.TAX],
        amountIn: 1n,
      }),
    ).resolves.toEqual({ risk: 'unknown', taxBps: 0 })
  })
})
