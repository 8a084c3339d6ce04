// Multicall against a real Anvil through the app's provider: per-call success, old-block retries, chunks.
/// <reference types="vite/client" />
import { Interface } from '@ethersproject/abi'
import { Contract } from '@ethersproject/contracts'
import { parseUnits } from 'ethers/lib/utils.js'
import { beforeAll, describe, expect, it } from 'vitest'

import { createReadProvider } from '@/connection/readProvider'
import type { FetchLike } from '@/connection/rpc/http'
import { MULTICALL_ABI } from '@/state/multicall/abi'
import { fetchCalls } from '@/state/multicall/fetchCalls'
import { fetchChunk, type MulticallContract } from '@/state/multicall/fetchChunk'
import { RetryableError } from '@/state/multicall/retry'
import { multicall } from '@/state/multicall/slice'

import { useNode } from './support/node'

const node = useNode()
const erc20 = new Interface([
  'function balanceOf(address) view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function transfer(address, uint256) returns (bool)',
])
const SUPPLY = parseUnits('1000', 18)

let token: string
let contract: MulticallContract
const posts: number[] = []

beforeAll(async () => {
  token = (await node.deploy('DemoERC20', 'Test', 'TST', 6, SUPPLY)).address
  const deployed = await node.deploy('UniswapInterfaceMulticall')
  const recording: FetchLike = (url, init) => {
    posts.push((JSON.parse(String(init.body)) as unknown[]).length)
    return fetch(url, init)
  }
  const provider = createReadProvider({ chainId: 31337, urls: [node.url], fetch: recording })
  contract = new Contract(deployed.address, MULTICALL_ABI, provider) as unknown as MulticallContract
})

const call = (data: string) => ({ address: token, callData: data.toLowerCase() })
const balanceOf = (account: string) => call(erc20.encodeFunctionData('balanceOf', [account]))
// The multicall contract holds no tokens, so a transfer from it reverts.
const reverting = () => call(erc20.encodeFunctionData('transfer', [node.accounts[1], 1]))

describe('multicall through the app provider', () => {
  it('fails only the call that reverts and returns correct data for the others', async () => {
    const block = await node.blockNumber()
    const chunk = [balanceOf(node.accounts[0]), reverting(), call(erc20.encodeFunctionData('decimals'))]
    const { blockNumber, results } = await fetchChunk(contract, chunk, block)
    expect(blockNumber).toBe(block)
    expect(results.map((result) => result.success)).toEqual([true, false, true])
    expect(erc20.decodeFunctionResult('balanceOf', results[0].returnData)[0].eq(SUPPLY)).toBe(true)
    expect(erc20.decodeFunctionResult('decimals', results[2].returnData)[0]).toBe(6)
  })

  it('asks to retry when the node is behind the requested block', async () => {
    const block = await node.blockNumber()
    await expect(fetchChunk(contract, [balanceOf(node.accounts[0])], block + 5)).rejects.toBeInstanceOf(RetryableError)
  })

  it('fetches more than 500 calls in chunks of at most 500, sent in one HTTP batch, into the store', async () => {
    const accounts = Array.from({ length: 1100 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`)
    const calls = [reverting(), balanceOf(node.accounts[0]), ...accounts.map(balanceOf)]
    let state = multicall.reducer(undefined, { type: 'init' })
    const dispatch = (action: Parameters<typeof multicall.reducer>[1]) => {
      state = multicall.reducer(state, action)
    }
    const block = await node.blockNumber()
    posts.length = 0
    fetchCalls({ contract, chainId: 31337, blockNumber: block, calls, dispatch })
    await expect
      .poll(() => Object.values(state.callResults[31337]).filter((result) => result.blockNumber === block).length, {
        timeout: 30_000,
      })
      .toBe(calls.length)
    expect(posts).toEqual([3]) // 1102 calls: chunks of 500, 500 and 102, all in one JSON-RPC batch

    const results = state.callResults[31337]
    const key = (c: { address: string; callData: string }) => `${c.address}-${c.callData}`
    expect(results[key(reverting())].data).toBeNull()
    expect(erc20.decodeFunctionResult('balanceOf', results[key(balanceOf(node.accounts[0]))].data!)[0].eq(SUPPLY)).toBe(
      true,
    )
    expect(erc20.decodeFunctionResult('balanceOf', results[key(balanceOf(accounts[999]))].data!)[0].isZero()).toBe(true)
  })
})
