import { describe, expect, it } from 'vitest'

import { type ChainId, Token, TokenAmount } from '@/sdk'
import { BUSD, E18, VENOM, WFRA } from '@/test-support/pricingPools'

import { portfolioParts } from './portfolioParts'

const token = (ref: { address: string; decimals: number }) =>
  new Token(31337 as ChainId, ref.address, ref.decimals, 'T')
const pool = {
  address: '0xP1',
  token0: token(WFRA),
  token1: token(BUSD),
  reserve0: 100n * E18,
  reserve1: 200n * E18,
  totalSupply: 10n * E18,
  hasUnlistedToken: false,
}

describe('portfolioParts', () => {
  it('makes every holding the tokens it is made of', () => {
    const parts = portfolioParts(
      {
        tokens: [
          { id: 'NATIVE', raw: 3n, decimals: 18, amount: new TokenAmount(token(WFRA), '3') },
          { id: VENOM.address, raw: 4n, decimals: 18, amount: new TokenAmount(token(VENOM), '4') },
        ],
        positions: [{ pool, raw: E18, pooled: [10n * E18, 20n * E18] }],
        stakes: [
          {
            id: 'b-0',
            kind: 'farm',
            pool,
            raw: 2n * E18,
            pending: 5n,
            rewardToken: token(VENOM),
            address: pool.address,
          },
          {
            id: 's-s',
            kind: 'single',
            stakedToken: token(VENOM),
            raw: 7n,
            pending: 8n,
            rewardToken: token(BUSD),
            address: 's',
          },
        ],
        v1: [{ exchange: '0xV', token: token(BUSD), raw: 1n, redeems: { token: 11n, native: 12n } }],
        governance: { token: token(VENOM), raw: 13n },
      },
      WFRA,
    )
    // The SDK's tokens checksum their addresses.
    expect(parts.map(({ token: { address }, raw }) => [address.toLowerCase(), raw])).toEqual([
      [WFRA.address.toLowerCase(), 3n],
      [VENOM.address.toLowerCase(), 4n],
      [WFRA.address.toLowerCase(), 10n * E18],
      [BUSD.address.toLowerCase(), 20n * E18],
      // The farm stake's pool tokens withdraw their share of the reserves; its reward is VENOM.
      [WFRA.address.toLowerCase(), 20n * E18],
      [BUSD.address.toLowerCase(), 40n * E18],
      [VENOM.address.toLowerCase(), 5n],
      [VENOM.address.toLowerCase(), 7n],
      [BUSD.address.toLowerCase(), 8n],
      [BUSD.address.toLowerCase(), 11n],
      [WFRA.address.toLowerCase(), 12n],
      [VENOM.address.toLowerCase(), 13n],
    ])
  })
})
