import { id } from '@ethersproject/hash'
import { describe, expect, it } from 'vitest'

import { SWAP_TOPIC, SYNC_TOPIC } from './topics'

describe('the pair topics, written out', () => {
  it('are the keccak-256 of the V2 pair events’ signatures', () => {
    expect(SYNC_TOPIC).toBe(id('Sync(uint112,uint112)'))
    expect(SWAP_TOPIC).toBe(id('Swap(address,uint256,uint256,uint256,uint256,address)'))
  })
})
