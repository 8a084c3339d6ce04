import { namehash } from '@ethersproject/hash'
import { keccak256 } from '@ethersproject/keccak256'
import { toUtf8Bytes } from '@ethersproject/strings'
import { describe, expect, it } from 'vitest'

import { ens_normalize } from './ensNormalize'

/** ENS namehash computed from the shim's normalisation, as ethers does with its own. */
function shimNamehash(name: string): string {
  let node = '0x' + '00'.repeat(32)
  for (const label of ens_normalize(name).split('.').reverse()) {
    node = keccak256(node + keccak256(toUtf8Bytes(label)).slice(2))
  }
  return node
}

describe('ens_normalize shim', () => {
  it('lower-cases ASCII names, giving the same namehash as the full ENSIP-15 normaliser', () => {
    for (const name of ['tokens.uniswap.eth', 'Vitalik.ETH', 'my-list_1.eth'.replace('_', ''), '_dmarc.example.eth']) {
      expect(shimNamehash(name)).toBe(namehash(name))
    }
  })

  it('refuses names it cannot normalise exactly', () => {
    for (const name of ['ünicode.eth', '💩.eth', 'a..eth', 'bad_name.eth', 'xn--ls8h.eth', 'space name.eth']) {
      expect(() => ens_normalize(name)).toThrow('Unsupported ENS name')
    }
  })
})
