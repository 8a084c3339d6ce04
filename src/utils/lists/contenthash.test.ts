import { Base58 } from '@ethersproject/basex'
import { describe, expect, it } from 'vitest'

import { base32Encode, base58Encode } from './baseEncoding'
import { contenthashToUri, hexToUint8Array } from './contenthash'

const DIGEST = '29f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f'

describe('base encodings', () => {
  it('base32 follows RFC 4648 (lower case, no padding)', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'my'],
      ['fo', 'mzxq'],
      ['foo', 'mzxw6'],
      ['foob', 'mzxw6yq'],
      ['fooba', 'mzxw6ytb'],
      ['foobar', 'mzxw6ytboi'],
    ]
    for (const [input, output] of vectors) expect(base32Encode(new TextEncoder().encode(input))).toBe(output)
  })

  it('base58 agrees with an independent implementation, leading zeros included', () => {
    for (const hex of ['00', '0000ff', `1220${DIGEST}`, '00010203fffefd', '61']) {
      const bytes = hexToUint8Array(hex)
      expect(base58Encode(bytes), hex).toBe(Base58.encode(bytes))
    }
    expect(base58Encode(new Uint8Array())).toBe('')
  })
})

describe('contenthashToUri', () => {
  it('decodes the EIP-1577 IPFS example (CIDv1 dag-pb → its CIDv0)', () => {
    expect(contenthashToUri(`0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f`)).toBe(
      'ipfs://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4',
    )
    // without the 0x prefix, upper case
    expect(contenthashToUri(`E3010170 1220${DIGEST}`.replace(' ', '').toUpperCase())).toBe(
      'ipfs://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4',
    )
  })

  it('decodes a bare CIDv0 multihash', () => {
    expect(contenthashToUri(`0xe3011220${DIGEST}`)).toBe('ipfs://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4')
  })

  it('keeps a raw-codec CIDv1 in base32', () => {
    expect(contenthashToUri(`0xe30101551220${DIGEST}`)).toMatch(/^ipfs:\/\/bafkrei[a-z2-7]{52}$/)
  })

  it('decodes IPNS DNSLink names and peer ids', () => {
    const name = Array.from(new TextEncoder().encode('app.uniswap.org'), (b) => b.toString(16).padStart(2, '0')).join(
      '',
    )
    expect(contenthashToUri(`0xe5010172000f${name}`)).toBe('ipns://app.uniswap.org')
    expect(
      contenthashToUri('0xe5010172002408011220f47d4b12d12a62c3679c15fb0e76cc43c9adf1a259d1209c910c06b47bb9650b'),
    ).toBe('ipns://12D3KooWSGkTTnXJuzvPXVhEpRCMC8MrzY1ptAoZNDBr3FsTRUcr')
  })

  it('names unknown codecs', () => {
    expect(() =>
      contenthashToUri('0xe40101fa011b20d1de9994b4d039f6548d191eb26786769f580809256b4685ef316805265ea162'),
    ).toThrow('Unrecognized codec: swarm-ns')
    expect(() => contenthashToUri('0x0102')).toThrow('Unrecognized codec: 0x1')
  })

  it('rejects odd-length hex', () => {
    expect(() => contenthashToUri('0xe30')).toThrow('hex must have length that is multiple of 2')
    expect(() => hexToUint8Array('abc')).toThrow('hex must have length that is multiple of 2')
  })

  it('rejects truncated data', () => {
    expect(() => contenthashToUri(`0xe3010170122029f2`)).toThrow()
    expect(() => contenthashToUri('0x')).toThrow()
  })
})
