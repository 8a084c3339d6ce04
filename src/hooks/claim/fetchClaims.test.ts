import { afterEach, describe, expect, it, vi } from 'vitest'

import { claimsUrl, clearClaimsCache, fetchClaims } from './fetchClaims'

const response = (body: unknown, ok = true) => ({ ok, json: async () => body }) as Response

describe('fetchClaims', () => {
  afterEach(clearClaimsCache)

  it('fetches the relative file once per chain', async () => {
    const fetcher = vi.fn(async () => response({ claims: {} }))
    expect(await fetchClaims(31337, fetcher)).toEqual({})
    expect(await fetchClaims(31337, fetcher)).toEqual({})
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(fetcher).toHaveBeenCalledWith('./claims/31337.json')
    expect(claimsUrl(2152)).toBe('./claims/2152.json')
  })

  it('gives undefined for a missing, malformed or unreachable file and tries again later', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'debug').mockImplementation(() => {})
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(response(null, false))
      .mockResolvedValueOnce(response({ claims: 'x' }))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(response('<html>', true))
    for (let i = 0; i < 4; i++) expect(await fetchClaims(1, fetcher)).toBeUndefined()
    expect(fetcher).toHaveBeenCalledTimes(4)
  })
})
