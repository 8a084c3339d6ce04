import { describe, expect, it } from 'vitest'

import { fakeFetch, jsonResponse } from '@/test-support/fakeRpc'

import { checkUserNode, isUserNodeUrl, parseUserNodeUrl, withUserNode } from './userNode'

describe('parseUserNodeUrl', () => {
  it('takes https anywhere and plain http on this computer only', () => {
    expect(parseUserNodeUrl(' https://node.example/rpc?key=1 ')).toEqual({ url: 'https://node.example/rpc?key=1' })
    expect(parseUserNodeUrl('http://127.0.0.1:8545')).toEqual({ url: 'http://127.0.0.1:8545/' })
    expect(parseUserNodeUrl('HTTP://LOCALHOST:8545/rpc')).toEqual({ url: 'http://localhost:8545/rpc' })
    expect(parseUserNodeUrl('http://node.example')).toEqual({ problem: 'insecure' })
    // Not this computer, whatever it starts with.
    expect(parseUserNodeUrl('http://127.0.0.1.evil.example')).toEqual({ problem: 'insecure' })
    expect(parseUserNodeUrl('http://10.0.0.2:8545')).toEqual({ problem: 'insecure' })
  })

  it('refuses what is no URL a node can be asked at', () => {
    for (const text of ['', 'node.example', 'javascript:alert(1)', 'wss://node.example', 'ftp://node.example'])
      expect(parseUserNodeUrl(text), text).toEqual({ problem: 'notUrl' })
    // fetch refuses a URL with credentials in it.
    expect(parseUserNodeUrl('https://user:secret@node.example')).toEqual({ problem: 'notUrl' })
  })

  it('knows a stored URL only in the form it stores', () => {
    expect(isUserNodeUrl('http://127.0.0.1:8545/')).toBe(true)
    expect(isUserNodeUrl('http://127.0.0.1:8545')).toBe(false)
    expect(isUserNodeUrl('http://node.example/')).toBe(false)
    expect(isUserNodeUrl(42)).toBe(false)
  })
})

describe('checkUserNode', () => {
  const answering = (body: unknown) => fakeFetch(() => jsonResponse(body))

  it("takes a node that answers the chain's id, and asks it nothing else", async () => {
    const { fetch, calls } = answering({ jsonrpc: '2.0', id: 1, result: '0x868' })
    expect(await checkUserNode('https://node.example/', 2152, fetch)).toEqual({ ok: true })
    expect(calls.map((call) => call.batch)).toEqual([{ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }])
  })

  it('names the chain a node of another one serves', async () => {
    const { fetch } = answering({ jsonrpc: '2.0', id: 1, result: '0x1' })
    expect(await checkUserNode('https://node.example/', 2152, fetch)).toEqual({
      ok: false,
      problem: 'wrongChain',
      chainId: 1,
    })
  })

  it('tells a node that does not answer from a URL that answers something else', async () => {
    const refused = fakeFetch(() => {
      throw new TypeError('Failed to fetch')
    })
    expect(await checkUserNode('https://node.example/', 2152, refused.fetch)).toEqual({
      ok: false,
      problem: 'noAnswer',
    })
    const page = fakeFetch(() => new Response('<html>', { status: 200 }))
    expect(await checkUserNode('https://node.example/', 2152, page.fetch)).toEqual({ ok: false, problem: 'noAnswer' })
    for (const body of [{ id: 1, error: { code: -32601, message: 'no' } }, { id: 1, result: 'ABC' }, [], null])
      expect(await checkUserNode('https://node.example/', 2152, answering(body).fetch), JSON.stringify(body)).toEqual({
        ok: false,
        problem: 'notJsonRpc',
      })
  })
})

describe('withUserNode', () => {
  it("puts the user's node first and lists each URL once", () => {
    expect(withUserNode(['https://a/', 'https://b/'], undefined)).toEqual(['https://a/', 'https://b/'])
    expect(withUserNode(['https://a/', 'https://b/'], 'https://b/')).toEqual(['https://b/', 'https://a/'])
    expect(withUserNode(['https://a/'], 'http://127.0.0.1:8545/')).toEqual(['http://127.0.0.1:8545/', 'https://a/'])
  })
})
