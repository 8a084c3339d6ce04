// USD prices computed the way the issue defines them, from getReserves() read on Anvil: BUSD is one dollar; a token
// with a BUSD pair is priced by it, else by its WFRA pair times the WFRA/BUSD price. And the app's figures parsed back.
import { expect, type Locator } from '@playwright/test'
import { type BigNumber, Contract } from 'ethers'

import { type LocalChain } from './fixtures'

const PAIR = [
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
]
const FACTORY = ['function getPair(address, address) view returns (address)']
const ERC20 = ['function decimals() view returns (uint8)']
const ZERO = '0x0000000000000000000000000000000000000000'

export function pairContract(chain: LocalChain, address: string): Contract {
  return new Contract(address, PAIR, chain.provider)
}

/** The reserves of `a` and `b` in their pair (as numbers of raw units), or undefined without a pair. */
export async function reservesOf(chain: LocalChain, a: string, b: string): Promise<[number, number] | undefined> {
  const factory = new Contract(chain.deployment.factory, FACTORY, chain.provider)
  const address: string = await factory.getPair(a, b)
  if (address === ZERO) return undefined
  const pair = pairContract(chain, address)
  const [[r0, r1], token0]: [[BigNumber, BigNumber], string] = await Promise.all([pair.getReserves(), pair.token0()])
  const [ra, rb] = token0.toLowerCase() === a.toLowerCase() ? [r0, r1] : [r1, r0]
  return [Number(ra.toString()), Number(rb.toString())]
}

export async function decimalsOf(chain: LocalChain, token: string): Promise<number> {
  return Number(await new Contract(token, ERC20, chain.provider).decimals())
}

/** Price of one whole `a` in `b` from their pair, or undefined without one. */
async function pairPrice(chain: LocalChain, a: string, b: string): Promise<number | undefined> {
  const reserves = await reservesOf(chain, a, b)
  if (!reserves || reserves[0] === 0) return undefined
  const [da, db] = await Promise.all([decimalsOf(chain, a), decimalsOf(chain, b)])
  return (reserves[1] / reserves[0]) * 10 ** (da - db)
}

/** USD price of one whole token (WFRA for the native coin); undefined when it has no route to BUSD. */
export async function usdPrice(chain: LocalChain, token: string): Promise<number | undefined> {
  const { BUSD } = chain.deployment.tokens
  const { weth } = chain.deployment
  if (token.toLowerCase() === BUSD.toLowerCase()) return 1
  const native = await pairPrice(chain, weth, BUSD)
  if (token.toLowerCase() === weth.toLowerCase()) return native
  const direct = await pairPrice(chain, token, BUSD)
  if (direct !== undefined) return direct
  const inNative = await pairPrice(chain, token, weth)
  return inNative !== undefined && native !== undefined ? inNative * native : undefined
}

/** USD value of `raw` units of `token`. */
export async function usdValue(chain: LocalChain, token: string, raw: BigNumber | bigint): Promise<number> {
  const price = await usdPrice(chain, token)
  expect(price, `a route to BUSD for ${token}`).toBeDefined()
  return (Number(raw.toString()) / 10 ** (await decimalsOf(chain, token))) * price!
}

/** The dollar figure an element shows ('$1,234.56' as formatUsd makes it), without any text after it. */
export async function shownUsd(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? ''
  const match = /\$([\d,]+(?:\.\d+)?)/.exec(text)
  expect(match, `a dollar figure in '${text}'`).not.toBeNull()
  return Number(match![1].replaceAll(',', ''))
}

/** Waits until the element shows `expected` dollars to the cent (formatUsd rounds to cents). */
export async function expectUsd(locator: Locator, expected: () => Promise<number> | number): Promise<void> {
  await expect(locator).toBeVisible()
  await expect
    .poll(async () => Math.abs((await shownUsd(locator)) - (await expected())), { message: 'USD figure to the cent' })
    .toBeLessThanOrEqual(0.0051)
}
