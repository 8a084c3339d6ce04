import { describe, expect, it } from 'vitest'

import { pathAfterSelect } from './currencyPaths'

describe('pathAfterSelect', () => {
  it('sets side A, keeping B', () => {
    expect(pathAfterSelect('/add', 'A', '0xA', undefined, undefined)).toBe('/add/0xA')
    expect(pathAfterSelect('/add', 'A', '0xC', '0xA', '0xB')).toBe('/add/0xC/0xB')
  })
  it("picking B's currency for A swaps the sides", () => {
    expect(pathAfterSelect('/add', 'A', '0xB', '0xA', '0xB')).toBe('/add/0xB/0xA')
  })
  it('sets side B, with the native coin as A when A is empty', () => {
    expect(pathAfterSelect('/add', 'B', '0xB', '0xA', undefined)).toBe('/add/0xA/0xB')
    expect(pathAfterSelect('/add', 'B', '0xB', undefined, undefined)).toBe('/add/ETH/0xB')
  })
  it("picking A's currency for B swaps the sides, or leaves only it", () => {
    expect(pathAfterSelect('/add', 'B', '0xA', '0xA', '0xB')).toBe('/add/0xB/0xA')
    expect(pathAfterSelect('/add', 'B', '0xA', '0xA', undefined)).toBe('/add/0xA')
  })
  it('keeps the /create prefix', () => {
    expect(pathAfterSelect('/create', 'B', 'ETH', '0xA', undefined)).toBe('/create/0xA/ETH')
  })
})
