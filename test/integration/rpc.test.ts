// The app's batching JSON-RPC transport against a real Anvil: one HTTP batch, correct answers, errors, fallback.
// The app's modules read import.meta.env, which vite/client types.
/// <reference types="vite/client" />
import { Contract } from '@ethersproject/contracts'
import { parseUnits } from 'ethers/lib/utils.js'
import { beforeAll, describe, expect, it } from 'vitest'

import { createReadProvider } from '@/connection/readProvider'
import { createRpcClient } from '@/connection/rpc/client'
import type { FetchLike } from '@/connection/rpc/http'

import { freePort } from '../../scripts/lib/anvil'
import { useNode } from './support/node'

const node = useNode()
const ERC20 = ['function balanceOf(address) view returns (uint256)', 'function totalSupply() view returns (uint256)']

/** The real fetch, with a record of every POST: its URL and how many requests its batch held. */
function recordingFetch() {
  const posts: { url: string; size: number }[] = []
  const fetchFn: FetchLike = (url, init) => {
    posts.push({ url, size: (JSON.parse(String(init.body)) as unknown[]).length })
    return fetch(url, init)
  }
  return { posts, fetch: fetchFn }
}

let token: Contract

beforeAll(async () => {
  token = await node.deploy('DemoERC20', 'Test', 'TST', 18, parseUnits('1000', 18))
  await node.mine(3)
})

describe('batching transport', () => {
  it('sends several calls in one HTTP batch and returns what the node says', async () => {
    const { posts, fetch } = recordingFetch()
    const client = createRpcClient({ chainId: 31337, urls: [node.url], fetch })
    const balanceOfData = token.interface.encodeFunctionData('balanceOf', [node.accounts[0]])
    const [blockNumber, balance, call, chainId] = await Promise.all([
      client.request({ method: 'eth_blockNumber' }),
      client.request({ method: 'eth_getBalance', params: [node.accounts[1], 'latest'] }),
      client.request({ method: 'eth_call', params: [{ to: token.address, data: balanceOfData }, 'latest'] }),
      client.request({ method: 'eth_chainId' }),
    ])
    expect(posts).toEqual([{ url: node.url, size: 3 }])
    expect(Number(blockNumber)).toBe(await node.blockNumber())
    expect(BigInt(balance as string)).toBe((await node.provider.getBalance(node.accounts[1])).toBigInt())
    expect(BigInt(call as string)).toBe(parseUnits('1000', 18).toBigInt())
    expect(chainId).toBe('0x7a69')
  })

  it('serves ethers through the Web3Provider wrapper, batching its reads', async () => {
    const { posts, fetch } = recordingFetch()
    const provider = createReadProvider({ chainId: 31337, urls: [node.url], fetch })
    const readToken = new Contract(token.address, ERC20, provider)
    // ethers' provider is imported with the first read that needs it (src/connection/readProvider.ts): once it is
    // there, its reads and the direct ones (block number, eth_call) of one tick share a batch.
    await provider.web3Provider()
    expect(posts).toHaveLength(0)
    const [network, blockNumber, balance, supply] = await Promise.all([
      provider.getNetwork(),
      provider.getBlockNumber(),
      provider.getBalance(node.accounts[2]),
      readToken.totalSupply() as Promise<{ toBigInt(): bigint }>,
    ])
    expect(network.chainId).toBe(31337)
    expect(blockNumber).toBe(await node.blockNumber())
    expect(balance.eq(await node.provider.getBalance(node.accounts[2]))).toBe(true)
    expect(supply.toBigInt()).toBe(parseUnits('1000', 18).toBigInt())
    expect(posts).toHaveLength(1)
    expect(posts[0].size).toBe(3)
  })

  it('passes JSON-RPC error objects through with message, code and data', async () => {
    const client = createRpcClient({ chainId: 31337, urls: [node.url] })
    await expect(client.request({ method: 'venom_noSuchMethod' })).rejects.toMatchObject({ code: -32601 })
    // transfer() from an address without tokens reverts with OpenZeppelin's custom error as data.
    const data = token.interface.encodeFunctionData('transfer', [node.accounts[0], 1])
    const revert = (await client
      .request({ method: 'eth_call', params: [{ from: node.accounts[5], to: token.address, data }, 'latest'] })
      .then(
        () => Promise.reject(new Error('expected a revert')),
        (error: unknown) => error,
      )) as { message: string; code: number; data: string }
    expect(revert.message).toMatch(/revert/)
    expect(revert.code).toBe(3)
    expect(revert.data).toMatch(/^0xe450d38c/) // ERC20InsufficientBalance(address,uint256,uint256)
  })

  it('skips a dead URL and uses the live node, then keeps the dead one at the back', async () => {
    const dead = `http://127.0.0.1:${await freePort()}`
    const { posts, fetch } = recordingFetch()
    const client = createRpcClient({ chainId: 31337, urls: [dead, node.url], fetch })
    expect(Number(await client.request({ method: 'eth_blockNumber' }))).toBe(await node.blockNumber())
    expect(posts.map((post) => post.url)).toEqual([dead, node.url])
    await client.request({ method: 'eth_blockNumber' })
    expect(posts.map((post) => post.url)).toEqual([dead, node.url, node.url])
  })

  it("fails with 'Failed to send batch call' when no URL answers", async () => {
    const client = createRpcClient({ chainId: 31337, urls: [`http://127.0.0.1:${await freePort()}`] })
    await expect(client.request({ method: 'eth_blockNumber' })).rejects.toThrow('Failed to send batch call')
  })
})
