import { BigNumber } from '@ethersproject/bignumber'
import { describe, expect, it, vi } from 'vitest'

import { createStore } from '@/state'
import { chainReorganized } from '@/state/application/slice'

import { toCallKey } from './callKeys'
import type { MulticallContract } from './fetchChunk'
import { parseValidKeys, pollBlockAndCalls, watchedCalls } from './pollCalls'
import { multicall } from './slice'

const CHAIN = 31337
const call = (i: number) => ({ address: `0x${String(i).padStart(40, '0')}`, callData: '0x01' })

/** A multicall at `block` whose call to address …99 reverts; `fail` makes the whole eth_call fail. */
function fakeMulticall(block: number, fail = false) {
  const fn = vi.fn(async (calls: { target: string }[]) => {
    if (fail) throw new Error('execution reverted')
    return [
      BigNumber.from(block),
      calls.map((c) => ({ success: !c.target.endsWith('99'), returnData: `0x${c.target.slice(-2)}` })),
    ] as const
  })
  return { contract: { callStatic: { multicall: fn } } satisfies MulticallContract, fn }
}

function head(number: number, hash = `0x${'a'.repeat(63)}${number % 10}`) {
  return { number, hash, parentHash: `0x${'a'.repeat(63)}${(number + 9) % 10}` }
}

function listen(store: ReturnType<typeof createStore>, calls: { address: string; callData: string }[]) {
  store.dispatch(multicall.actions.addMulticallListeners({ chainId: CHAIN, calls, options: { blocksPerFetch: 1 } }))
}

describe('pollBlockAndCalls', () => {
  it('stores every watched call for the block the multicall ran at and reports that block', async () => {
    const store = createStore({})
    const { contract, fn } = fakeMulticall(42)
    const block = await pollBlockAndCalls({
      getHeads: async () => [head(41)],
      contract,
      chainId: CHAIN,
      calls: [call(1), call(2)],
      dispatch: store.dispatch,
    })
    expect(block).toBe(42)
    expect(fn).toHaveBeenCalledTimes(1)
    const results = store.getState().multicall.callResults[CHAIN]
    expect(results[toCallKey(call(1))]).toEqual({ data: '0x01', blockNumber: 42 })
    expect(results[toCallKey(call(2))]).toEqual({ data: '0x02', blockNumber: 42 })
  })

  it('records a reverted call as failed at the block, so it is not fetched again for it', async () => {
    const store = createStore({})
    const { contract } = fakeMulticall(7)
    await pollBlockAndCalls({
      getHeads: async () => [head(7)],
      contract,
      chainId: CHAIN,
      calls: [call(1), call(99)],
      dispatch: store.dispatch,
    })
    const results = store.getState().multicall.callResults[CHAIN]
    expect(results[toCallKey(call(99))]).toEqual({ data: null, blockNumber: 7 })
    expect(results[toCallKey(call(1))].data).toBe('0x01')
  })

  it("reports the node's block when the multicall fails, and stores nothing", async () => {
    const store = createStore({})
    const { contract } = fakeMulticall(7, true)
    const block = await pollBlockAndCalls({
      getHeads: async () => [head(9)],
      contract,
      chainId: CHAIN,
      calls: [call(1)],
      dispatch: store.dispatch,
    })
    expect(block).toBe(9)
    expect(store.getState().multicall.callResults[CHAIN]).toBeUndefined()
  })

  it('asks only for the head without watched calls or a multicall deployment', async () => {
    const { contract, fn } = fakeMulticall(7)
    const dispatch = vi.fn()
    const getHeads = async () => [head(5)]
    expect(await pollBlockAndCalls({ getHeads, contract, chainId: CHAIN, calls: [], dispatch })).toBe(5)
    expect(await pollBlockAndCalls({ getHeads, contract: undefined, chainId: CHAIN, calls: [call(1)], dispatch })).toBe(
      5,
    )
    expect(fn).not.toHaveBeenCalled()
    expect(dispatch).not.toHaveBeenCalled()
  })

  it("tells the head before storing the calls, so a reorg at the same height replaces the orphaned block's results", async () => {
    const store = createStore({})
    const { contract } = fakeMulticall(42)
    listen(store, [call(1)])
    store.dispatch(
      multicall.actions.updateMulticallResults({
        chainId: CHAIN,
        results: { [toCallKey(call(1))]: '0xff' },
        blockNumber: 42,
      }),
    )
    const seen: unknown[] = []
    await pollBlockAndCalls({
      getHeads: async () => [head(42, `0x${'b'.repeat(64)}`)],
      onHeads: ([polled]) => {
        seen.push([polled.hash, store.getState().multicall.callResults[CHAIN][toCallKey(call(1))].data])
        store.dispatch(chainReorganized({ chainId: CHAIN, blockNumber: polled.number, fromHeight: polled.number }))
      },
      contract,
      chainId: CHAIN,
      calls: [call(1)],
      dispatch: store.dispatch,
    })
    expect(seen).toEqual([[`0x${'b'.repeat(64)}`, '0xff']])
    expect(store.getState().multicall.callResults[CHAIN][toCallKey(call(1))]).toEqual({ data: '0x01', blockNumber: 42 })
  })

  it('fails when the node does not answer the head: the poll is the health probe', async () => {
    const { contract } = fakeMulticall(7)
    const down = new TypeError('connection refused')
    await expect(
      pollBlockAndCalls({
        getHeads: () => Promise.reject(down),
        contract,
        chainId: CHAIN,
        calls: [call(1)],
        dispatch: vi.fn(),
      }),
    ).rejects.toBe(down)
  })
})

describe('watchedCalls', () => {
  it('lists the calls listened to on the chain, skipping keys that do not parse', () => {
    const store = createStore({})
    listen(store, [call(1), call(2)])
    const listeners = store.getState().multicall.callListeners
    expect(watchedCalls(listeners, CHAIN)).toEqual([call(1), call(2)])
    expect(watchedCalls(listeners, 1)).toEqual([])
    expect(parseValidKeys(['nonsense', toCallKey(call(3)), `${call(4).address}-0xZZ`])).toEqual([call(3)])
  })
})
