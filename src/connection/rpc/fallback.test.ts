import { describe, expect, it } from 'vitest'

import { echoAnswer, fakeFetch, jsonResponse } from '@/test-support/fakeRpc'

import { attemptDelay, type BackoffOptions, cooldown, createFallbackSender, orderUrls } from './fallback'
import { LAG_TOLERANCE_BLOCKS } from './lag'

const backoff: BackoffOptions = { attemptDelayMs: 100, cooldownMs: 1_000, maxDelayMs: 8_000 }
// A read that asks no head: the lag checks (below) stay out of the failover cases.
const batch = [{ jsonrpc: '2.0' as const, id: 1, method: 'eth_call', params: [] }]

describe('backoff', () => {
  it('waits nothing before the first URL, then doubles', () => {
    expect([0, 1, 2, 3].map((attempt) => attemptDelay(attempt, backoff))).toEqual([0, 100, 200, 400])
    expect(attemptDelay(20, backoff)).toBe(8_000)
  })

  it('demotes a failing URL for longer after each consecutive failure, up to the maximum', () => {
    expect([0, 1, 2, 3, 10].map((failures) => cooldown(failures, backoff))).toEqual([0, 1_000, 2_000, 4_000, 8_000])
  })

  it('orders ready URLs as configured, then cooling ones soonest first', () => {
    const health = new Map([
      ['a', { failures: 2, retryAt: 500 }],
      ['b', { failures: 1, retryAt: 300 }],
    ])
    expect(orderUrls(['a', 'b', 'c'], health, 100)).toEqual(['c', 'b', 'a'])
    expect(orderUrls(['a', 'b', 'c'], health, 400)).toEqual(['b', 'c', 'a'])
    expect(orderUrls(['a', 'b', 'c'], health, 1_000)).toEqual(['a', 'b', 'c'])
  })
})

function clock() {
  const state = { now: 0, slept: [] as number[] }
  return {
    state,
    now: () => state.now,
    sleep: async (ms: number) => {
      state.slept.push(ms)
      state.now += ms
    },
  }
}

describe('createFallbackSender', () => {
  it('uses the first URL while it works', async () => {
    const { fetch, calls } = fakeFetch(echoAnswer(() => '0x1'))
    const send = createFallbackSender({ urls: ['http://a', 'http://b'], fetch, backoff })
    await send(batch)
    await send(batch)
    expect(calls.map((call) => call.url)).toEqual(['http://a', 'http://a'])
  })

  it('tries the next URL after a transport failure, with a backoff wait, then keeps the dead one at the back', async () => {
    const time = clock()
    const { fetch, calls } = fakeFetch((url, requests) => {
      if (url === 'http://a') throw new TypeError('connection refused')
      if (url === 'http://b') return new Response('', { status: 502, statusText: 'Bad Gateway' })
      return echoAnswer(() => '0x7')(url, requests)
    })
    const send = createFallbackSender({ urls: ['http://a', 'http://b', 'http://c'], fetch, backoff, ...time })
    expect(await send(batch)).toEqual([{ jsonrpc: '2.0', id: 1, result: '0x7' }])
    expect(calls.map((call) => call.url)).toEqual(['http://a', 'http://b', 'http://c'])
    expect(time.state.slept).toEqual([100, 200])

    // Within their cooldown the failed URLs are tried last, so the next batch goes straight to c.
    calls.length = 0
    await send(batch)
    expect(calls.map((call) => call.url)).toEqual(['http://c'])

    // Once the cooldown is over the preferred URL is tried first again.
    time.state.now += 10_000
    calls.length = 0
    await send(batch)
    expect(calls.map((call) => call.url)).toEqual(['http://a', 'http://b', 'http://c'])
  })

  it("asks a list given as a function at every batch: a node put first (the user's own) is used from the next batch", async () => {
    const { fetch, calls } = fakeFetch(echoAnswer(() => '0x1'))
    let urls = ['http://a', 'http://b']
    const send = createFallbackSender({ urls: () => urls, fetch, backoff })
    await send(batch)
    urls = ['http://mine', 'http://a', 'http://b']
    await send(batch)
    urls = ['http://a', 'http://b']
    await send(batch)
    expect(calls.map((call) => call.url)).toEqual(['http://a', 'http://mine', 'http://a'])
  })

  it("falls back from the user's node when it dies, to the built-in URLs", async () => {
    const time = clock()
    const { fetch, calls } = fakeFetch((url, requests) => {
      if (url === 'http://mine') throw new TypeError('connection refused')
      return echoAnswer(() => '0x1')(url, requests)
    })
    const send = createFallbackSender({ urls: () => ['http://mine', 'http://a'], fetch, backoff, ...time })
    await send(batch)
    expect(calls.map((call) => call.url)).toEqual(['http://mine', 'http://a'])
  })

  it('falls back on an unparseable body too', async () => {
    const { fetch, calls } = fakeFetch((url) =>
      url === 'http://a' ? new Response('<html>') : jsonResponse([{ id: 1, result: '0x2' }]),
    )
    const send = createFallbackSender({ urls: ['http://a', 'http://b'], fetch, backoff, sleep: async () => {} })
    await expect(send(batch)).resolves.toEqual([{ id: 1, result: '0x2' }])
    expect(calls).toHaveLength(2)
  })

  it('does not fall back on ordinary JSON-RPC errors: a revert is an answer from a working node', async () => {
    const revert = { id: 1, error: { code: 3, message: 'execution reverted' } }
    const { fetch, calls } = fakeFetch(() => jsonResponse([revert]))
    const send = createFallbackSender({ urls: ['http://a', 'http://b'], fetch, backoff })
    await expect(send(batch)).resolves.toEqual([revert])
    expect(calls).toHaveLength(1)
  })

  it('falls back when the node says it cannot serve (rate limit, method not supported) and demotes it', async () => {
    const { fetch, calls } = fakeFetch((url, requests) =>
      url === 'http://a'
        ? jsonResponse({ jsonrpc: '2.0', id: null, error: { code: -32005, message: 'rate limited' } })
        : echoAnswer(() => '0x3')(url, requests),
    )
    const send = createFallbackSender({ urls: ['http://a', 'http://b'], fetch, backoff, sleep: async () => {} })
    await expect(send(batch)).resolves.toEqual([{ jsonrpc: '2.0', id: 1, result: '0x3' }])
    calls.length = 0
    await send(batch)
    expect(calls.map((call) => call.url)).toEqual(['http://b'])
  })

  it("passes the first unusable answer on when no URL does better, so callers get the node's error", async () => {
    const methodNotFound = { id: null, error: { code: -32601, message: 'Method not found' } }
    const { fetch, calls } = fakeFetch((url) => {
      if (url === 'http://a') return jsonResponse(methodNotFound)
      throw new TypeError('down')
    })
    const send = createFallbackSender({ urls: ['http://a', 'http://b'], fetch, backoff, sleep: async () => {} })
    await expect(send(batch)).resolves.toEqual(methodNotFound)
    expect(calls).toHaveLength(2)
  })

  it("fails only the request an entry's error answers: no other URL, no demotion, even for 'limit exceeded'", async () => {
    const twoCalls = [...batch, { jsonrpc: '2.0' as const, id: 2, method: 'eth_call', params: [] }]
    const limit = { id: 2, error: { code: -32005, message: 'limit exceeded' } }
    const { fetch, calls } = fakeFetch(() => jsonResponse([{ id: 1, result: '0x5' }, limit]))
    const send = createFallbackSender({ urls: ['http://a', 'http://b'], fetch, backoff, sleep: async () => {} })
    await expect(send(twoCalls)).resolves.toEqual([{ id: 1, result: '0x5' }, limit])
    await send(batch)
    expect(calls.map((call) => call.url)).toEqual(['http://a', 'http://a'])
  })

  it('falls back when the node refused every request of a batch of several, entry by entry', async () => {
    const twoCalls = [...batch, { jsonrpc: '2.0' as const, id: 2, method: 'eth_call', params: [] }]
    const { fetch, calls } = fakeFetch((url, requests) =>
      url === 'http://a'
        ? jsonResponse(requests.map(({ id }) => ({ id, error: { code: 429, message: 'Too Many Requests' } })))
        : echoAnswer(() => '0x6')(url, requests),
    )
    const send = createFallbackSender({ urls: ['http://a', 'http://b'], fetch, backoff, sleep: async () => {} })
    await expect(send(twoCalls)).resolves.toHaveLength(2)
    expect(calls.map((call) => call.url)).toEqual(['http://a', 'http://b'])
  })

  it.each([413, 400])(
    'gives a logs query refused with HTTP %i to its caller without demoting the node',
    async (status) => {
      const logs = [{ jsonrpc: '2.0' as const, id: 3, method: 'eth_getLogs', params: [{}] }]
      const { fetch, calls } = fakeFetch((url, requests) =>
        requests[0].method === 'eth_getLogs'
          ? new Response('', { status, statusText: 'Refused' })
          : echoAnswer(() => '0x8')(url, requests),
      )
      const send = createFallbackSender({ urls: ['http://a', 'http://b'], fetch, backoff, sleep: async () => {} })
      await expect(send(logs)).rejects.toMatchObject({ message: `${status}: Refused`, status })
      await send(batch)
      expect(calls.map((call) => call.url)).toEqual(['http://a', 'http://a'])
    },
  )

  it('still falls back when a batch of reads gets such a status', async () => {
    const { fetch, calls } = fakeFetch((url, requests) =>
      url === 'http://a'
        ? new Response('', { status: 400, statusText: 'Bad Request' })
        : echoAnswer(() => '0x9')(url, requests),
    )
    const send = createFallbackSender({ urls: ['http://a', 'http://b'], fetch, backoff, sleep: async () => {} })
    await expect(send(batch)).resolves.toEqual([{ jsonrpc: '2.0', id: 1, result: '0x9' }])
    expect(calls.map((call) => call.url)).toEqual(['http://a', 'http://b'])
  })

  it('rejects with the last transport error when every URL fails', async () => {
    const { fetch, calls } = fakeFetch((url) => {
      if (url === 'http://a') throw new TypeError('down')
      return new Response('', { status: 500, statusText: 'Internal Server Error' })
    })
    const send = createFallbackSender({ urls: ['http://a', 'http://b'], fetch, backoff, sleep: async () => {} })
    await expect(send(batch)).rejects.toMatchObject({ message: '500: Internal Server Error', code: -32000 })
    expect(calls).toHaveLength(2)
  })
})

describe('createFallbackSender with nodes that disagree', () => {
  const poll = [
    { jsonrpc: '2.0' as const, id: 1, method: 'eth_getBlockByNumber', params: ['latest', false] },
    { jsonrpc: '2.0' as const, id: 2, method: 'eth_call', params: [] },
  ]
  const hex = (n: number) => `0x${n.toString(16)}`
  /** Nodes at the given heads; a block answer carries its number, a block-number answer is the number. */
  function nodes(heads: Record<string, number>) {
    return fakeFetch((url, requests) =>
      echoAnswer((request) =>
        request.method === 'eth_chainId'
          ? hex(url === 'http://other-chain' ? 1 : 2152)
          : request.method === 'eth_blockNumber'
            ? hex(heads[url])
            : request.method === 'eth_getBlockByNumber'
              ? { number: hex(heads[url]) }
              : `${url} at ${heads[url]}`,
      )(url, requests),
    )
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
  const headOf = (body: unknown) => (body as { id: number; result: unknown }[]).find((answer) => answer.id === 1)

  it('learns from the other URLs now and then that the first trails them, and then reads from the others', async () => {
    const time = clock()
    const heads = { 'http://a': 100, 'http://b': 100 + LAG_TOLERANCE_BLOCKS + 3 }
    const { fetch, calls } = nodes(heads)
    const send = createFallbackSender({ urls: ['http://a', 'http://b'], fetch, backoff, lagCheckMs: 30_000, ...time })
    // The first answer is a's: nothing says yet that it is behind. Meanwhile b is asked for its head alone.
    expect(headOf(await send(poll))).toMatchObject({ result: { number: hex(100) } })
    await flush()
    expect(calls.map((call) => [call.url, call.batch.map((request) => request.method).join('+')])).toEqual([
      ['http://a', 'eth_getBlockByNumber+eth_call'],
      ['http://b', 'eth_chainId+eth_blockNumber'],
    ])
    // Now a's answer trails b's head: refused, a demoted, and the same batch answered by b.
    const answer = (await send(poll)) as { id: number; result: unknown }[]
    expect(answer.find((entry) => entry.id === 2)?.result).toBe(`http://b at ${heads['http://b']}`)
    await send(poll)
    expect(calls.slice(2).map((call) => call.url)).toEqual(['http://a', 'http://b', 'http://b'])
  })

  it('keeps a node within the tolerance, and asks the others again only after the check interval', async () => {
    const time = clock()
    const { fetch, calls } = nodes({ 'http://a': 100, 'http://b': 100 + LAG_TOLERANCE_BLOCKS })
    const send = createFallbackSender({ urls: ['http://a', 'http://b'], fetch, backoff, lagCheckMs: 30_000, ...time })
    for (let i = 0; i < 3; i++) await send(poll)
    await flush()
    time.state.now += 30_000
    await send(poll)
    await flush()
    expect(calls.map((call) => call.url)).toEqual([
      'http://a',
      'http://b',
      'http://a',
      'http://a',
      'http://a',
      'http://b',
    ])
  })

  it('follows the nodes down when every one that answers trails the head seen: the chain itself went back', async () => {
    const time = clock()
    const heads = { 'http://a': 500, 'http://b': 500 }
    const { fetch } = nodes(heads)
    const send = createFallbackSender({ urls: ['http://a', 'http://b'], fetch, backoff, ...time })
    await send(poll)
    heads['http://a'] = 3
    heads['http://b'] = 4
    expect(headOf(await send(poll))).toMatchObject({ result: { number: hex(4) } })
    // Followed: 4 is now the highest seen and 3 within the tolerance, so a answers again without a detour.
    time.state.now += 60_000
    expect(headOf(await send(poll))).toMatchObject({ result: { number: hex(3) } })
  })

  it('never believes the head of a URL that answers another chain id', async () => {
    const time = clock()
    const { fetch, calls } = nodes({ 'http://a': 100, 'http://other-chain': 9_000_000 })
    const urls = ['http://a', 'http://other-chain']
    const send = createFallbackSender({ urls, fetch, backoff, chainId: 2152, ...time })
    await send(poll)
    await flush()
    await send(poll)
    expect(calls.map((call) => call.url)).toEqual(['http://a', 'http://other-chain', 'http://a'])
  })

  it('never asks another node on a chain with one URL', async () => {
    const { fetch, calls } = nodes({ 'http://a': 7 })
    const send = createFallbackSender({ urls: ['http://a'], fetch, backoff })
    await send(poll)
    await flush()
    expect(calls).toHaveLength(1)
  })
})
