import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { makeList, TOKEN_A } from '@/test-support/tokenLists'

import { getTokenList } from './getTokenList'

const LIST = makeList()
const CONTENTHASH = '0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f'
const CID = 'QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4'

type Reply = unknown | 'network-error' | 404
function fakeFetch(replies: Record<string, Reply>) {
  const requested: string[] = []
  const fetchImpl = async (url: string) => {
    requested.push(url)
    const reply = url in replies ? replies[url] : 'network-error'
    if (reply === 'network-error') throw new TypeError('Failed to fetch')
    if (reply === 404) return new Response('{}', { status: 404 })
    return Response.json(reply)
  }
  return { fetchImpl, requested }
}

const noENS = () => Promise.reject(new Error('should not resolve'))

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

describe('getTokenList', () => {
  it('fetches an https list', async () => {
    const { fetchImpl, requested } = fakeFetch({ 'https://example.com/list.json': LIST })
    await expect(getTokenList('https://example.com/list.json', noENS, fetchImpl)).resolves.toEqual(LIST)
    expect(requested).toEqual(['https://example.com/list.json'])
  })

  it('fetches the app-served relative list as is', async () => {
    const { fetchImpl, requested } = fakeFetch({ './lists/31337.json': LIST })
    await expect(getTokenList('./lists/31337.json', noENS, fetchImpl)).resolves.toEqual(LIST)
    expect(requested).toEqual(['./lists/31337.json'])
  })

  it('falls back through the gateways in order on network errors and bad statuses', async () => {
    const { fetchImpl, requested } = fakeFetch({
      [`https://ipfs.io/ipfs/${CID}`]: 404,
      [`https://w3s.link/ipfs/${CID}`]: LIST,
    })
    await expect(getTokenList(`ipfs://${CID}`, noENS, fetchImpl)).resolves.toEqual(LIST)
    expect(requested).toEqual([
      `https://ipfs.io/ipfs/${CID}`,
      `https://dweb.link/ipfs/${CID}`,
      `https://w3s.link/ipfs/${CID}`,
    ])
  })

  it('tries https before the given http URL', async () => {
    const { fetchImpl, requested } = fakeFetch({ 'http://example.com/l.json': LIST })
    await expect(getTokenList('http://example.com/l.json', noENS, fetchImpl)).resolves.toEqual(LIST)
    expect(requested).toEqual(['https://example.com/l.json', 'http://example.com/l.json'])
  })

  it("fails with 'Failed to download list {url}' when every URL fails, also on unparsable JSON", async () => {
    const { fetchImpl, requested } = fakeFetch({})
    await expect(getTokenList('ipns://tokens.example.org', noENS, fetchImpl)).rejects.toThrow(
      'Failed to download list ipns://tokens.example.org',
    )
    expect(requested).toHaveLength(3)
    const broken = async () => new Response('<html>')
    await expect(getTokenList('https://example.com/x', noENS, broken)).rejects.toThrow(
      'Failed to download list https://example.com/x: the file at https://example.com/x is not JSON',
    )
  })

  it('moves past a gateway that times out and says why when the last one fails too', async () => {
    vi.useFakeTimers()
    try {
      const requested: string[] = []
      const hanging = (url: string, { signal }: { signal: AbortSignal }) => {
        requested.push(url)
        return new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
      }
      const result = getTokenList(`ipfs://${CID}`, noENS, hanging)
      const outcome = expect(result).rejects.toThrow(
        `Failed to download list ipfs://${CID}: no complete answer within 15 s from https://w3s.link/ipfs/${CID}`,
      )
      await vi.advanceTimersByTimeAsync(15_000 * 3)
      await outcome
      expect(requested).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
  })

  it("fails with 'Unrecognized list URL protocol.' for anything it cannot fetch", async () => {
    const { fetchImpl, requested } = fakeFetch({})
    await expect(getTokenList('ftp://example.com/list.json', noENS, fetchImpl)).rejects.toThrow(
      'Unrecognized list URL protocol.',
    )
    expect(requested).toEqual([])
  })

  it('stops at the first downloaded list that fails validation', async () => {
    const { fetchImpl, requested } = fakeFetch({
      [`https://ipfs.io/ipfs/${CID}`]: { ...LIST, version: 'one' },
      [`https://dweb.link/ipfs/${CID}`]: LIST,
    })
    await expect(getTokenList(`ipfs://${CID}`, noENS, fetchImpl)).rejects.toThrow(
      'Token list failed validation: /version must be object',
    )
    expect(requested).toHaveLength(1)
  })

  it("rejects duplicate tokens: 'Duplicate tokens.'", async () => {
    const { fetchImpl } = fakeFetch({ 'https://example.com/dup.json': makeList([TOKEN_A, TOKEN_A]) })
    await expect(getTokenList('https://example.com/dup.json', noENS, fetchImpl)).rejects.toThrow('Duplicate tokens.')
  })

  describe('ENS names', () => {
    it('resolves the contenthash and fetches through the gateways, keeping the path', async () => {
      const resolve = vi.fn(async () => CONTENTHASH)
      const { fetchImpl, requested } = fakeFetch({ [`https://dweb.link/ipfs/${CID}/list.json`]: LIST })
      await expect(getTokenList('Tokens.Uniswap.eth/list.json', resolve, fetchImpl)).resolves.toEqual(LIST)
      expect(resolve).toHaveBeenCalledWith('tokens.uniswap.eth')
      expect(requested).toEqual([`https://ipfs.io/ipfs/${CID}/list.json`, `https://dweb.link/ipfs/${CID}/list.json`])
    })

    it("fails with 'Failed to resolve ENS name: {name}'", async () => {
      const resolve = () => Promise.reject(new Error('Could not construct mainnet ENS resolver'))
      await expect(getTokenList('tokens.uniswap.eth', resolve, fakeFetch({}).fetchImpl)).rejects.toThrow(
        'Failed to resolve ENS name: tokens.uniswap.eth',
      )
    })

    it("fails with 'Failed to translate contenthash to URI: {hash}'", async () => {
      for (const hash of ['0x', '0xe40101fa011b20', '0xe30']) {
        await expect(
          getTokenList('tokens.uniswap.eth', async () => hash, fakeFetch({}).fetchImpl),
          hash,
        ).rejects.toThrow(`Failed to translate contenthash to URI: ${hash}`)
      }
    })
  })
})
