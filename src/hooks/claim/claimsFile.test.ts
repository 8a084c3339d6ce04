// The claims file is untrusted: anything malformed is refused as a whole; lookups are by checksummed address.
import { describe, expect, it } from 'vitest'

import { claimOf, parseClaimsFile } from './claimsFile'

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const NODE = `0x${'ab'.repeat(32)}`
const good = () => ({
  merkleRoot: `0x${'cd'.repeat(32)}`,
  tokenTotal: '0x6f21770aa26ec80000',
  claims: {
    [A]: {
      index: 1,
      amount: '0x233c8fe42703e80000',
      proof: [NODE],
      flags: { isSOCKS: false, isLP: true, isUser: true },
    },
    [B]: { index: 0, amount: '0x4be4e7267b6ae00000', proof: [NODE] },
  },
})

describe('parseClaimsFile', () => {
  it('reads a valid file with amounts as decimal strings', () => {
    const claims = parseClaimsFile(good())!
    expect(claims[A]).toEqual({
      index: 1,
      amount: '650000000000000000000',
      proof: [NODE],
      flags: { isSOCKS: false, isLP: true, isUser: true },
    })
    expect(claims[B].amount).toBe('1400000000000000000000')
    expect(claims[B].flags).toBeUndefined()
  })

  it('refuses garbage at the top', () => {
    for (const raw of [undefined, null, 'x', 1, [], {}, { claims: [] }, { claims: 'x' }, { claims: {}, merkleRoot: 1 }])
      expect(parseClaimsFile(raw)).toBeUndefined()
    expect(parseClaimsFile({ claims: {} })).toEqual({})
  })

  it('refuses the whole file for one bad entry', () => {
    const bad: unknown[] = [
      null,
      'x',
      { index: -1, amount: '0x1', proof: [] },
      { index: 1.5, amount: '0x1', proof: [] },
      { index: '1', amount: '0x1', proof: [] },
      { index: 2, amount: '0x0', proof: [] },
      { index: 2, amount: '-1', proof: [] },
      { index: 2, amount: '1e18', proof: [] },
      { index: 2, amount: `0x${'f'.repeat(65)}`, proof: [] },
      { index: 2, amount: '0x1', proof: 'x' },
      { index: 2, amount: '0x1', proof: ['0x12'] },
      { index: 2, amount: '0x1', proof: [1] },
      { index: 2, amount: '0x1', proof: Array(65).fill(NODE) },
      { index: 0, amount: '0x1', proof: [] }, // index taken by B
    ]
    for (const entry of bad) {
      const raw = good() as { claims: Record<string, unknown> }
      raw.claims['0x90F79bf6EB2c4f870365E785982E1f101E93b906'] = entry
      expect(parseClaimsFile(raw), JSON.stringify(entry)).toBeUndefined()
    }
  })

  it('refuses keys that are not addresses, or the same address twice in another case', () => {
    const notAddress = good() as { claims: Record<string, unknown> }
    notAddress.claims['__proto__x'] = notAddress.claims[A]
    expect(parseClaimsFile(notAddress)).toBeUndefined()
    const twice = good() as { claims: Record<string, unknown> }
    twice.claims[A.toLowerCase()] = { ...(twice.claims[A] as object), index: 7 }
    expect(parseClaimsFile(twice)).toBeUndefined()
  })

  it('accepts decimal amounts', () => {
    const raw = good()
    raw.claims[A].amount = '650000000000000000000'
    expect(parseClaimsFile(raw)![A].amount).toBe('650000000000000000000')
  })
})

describe('claimOf', () => {
  it('finds a claim by address in any case and nothing for others', () => {
    const claims = parseClaimsFile(good())
    expect(claimOf(claims, A.toLowerCase())?.index).toBe(1)
    expect(claimOf(claims, '0x90F79bf6EB2c4f870365E785982E1f101E93b906')).toBeUndefined()
    expect(claimOf(claims, 'toString')).toBeUndefined()
    expect(claimOf(claims, undefined)).toBeUndefined()
    expect(claimOf(undefined, A)).toBeUndefined()
  })
})
