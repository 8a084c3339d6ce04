import { Interface } from '@ethersproject/abi'
import { Contract } from '@ethersproject/contracts'
import { act, render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { describe, expect, it, vi } from 'vitest'

import { createStore } from '@/state'
import { updateBlockNumber } from '@/state/application/slice'

import { storeCallKey } from './callKeys'
import {
  type CallState,
  NEVER_RELOAD,
  useMultipleContractMultipleData,
  useMultipleContractSingleData,
  useSingleCallResult,
} from './hooks'
import { multicall } from './slice'

vi.mock('@/connection/useActiveChainId', () => ({ useActiveChainId: () => 31337 }))

const erc20 = new Interface(['function balanceOf(address) view returns (uint256)'])
const token = new Contract(`0x${'a'.repeat(40)}`, erc20)
const owner = `0x${'b'.repeat(40)}`
const balanceCall = { address: token.address, callData: erc20.encodeFunctionData('balanceOf', [owner]) }

function setup() {
  const store = createStore({})
  const seen: CallState[] = []
  function Balance({ inputs }: { inputs: string[] }) {
    seen.push(useSingleCallResult(token, 'balanceOf', inputs))
    return null
  }
  const view = render(
    <Provider store={store}>
      <Balance inputs={[owner]} />
    </Provider>,
  )
  const rerender = (inputs: string[]) =>
    view.rerender(
      <Provider store={store}>
        <Balance inputs={inputs} />
      </Provider>,
    )
  return { store, seen, rerender, unmount: view.unmount }
}

/** The balance call's result read at block 5. */
const storeBalance = (store: ReturnType<typeof createStore>, balance: number) =>
  store.dispatch(
    multicall.actions.updateMulticallResults({
      chainId: 31337,
      blockNumber: 5,
      results: { [storeCallKey(balanceCall)]: erc20.encodeFunctionResult('balanceOf', [balance]) },
    }),
  )
const listeners = (store: ReturnType<typeof createStore>) => store.getState().multicall.callListeners?.[31337]

describe('multicall read hooks', () => {
  it('listen while mounted, by value: equal new inputs neither unlisten nor listen again', async () => {
    const { store, rerender, unmount } = setup()
    await act(async () => {})
    expect(listeners(store)?.[storeCallKey(balanceCall)]).toEqual({ 1: 1 })
    let dispatched = 0
    store.subscribe(() => dispatched++)
    rerender([owner])
    await act(async () => {})
    expect(dispatched).toBe(0)
    unmount()
    expect(listeners(store)?.[storeCallKey(balanceCall)]).toEqual({})
  })

  it('decode the stored result, and hand back the same state while another call changes', async () => {
    const { store, seen } = setup()
    await act(async () => {})
    expect(seen.at(-1)?.loading).toBe(true)
    act(() => {
      store.dispatch(updateBlockNumber({ chainId: 31337, blockNumber: 5 }))
      storeBalance(store, 42)
    })
    const decoded = seen.at(-1)
    expect(decoded?.result?.[0].toString()).toBe('42')
    expect(decoded).toMatchObject({ loading: false, syncing: false, error: false })
    act(() => {
      store.dispatch(
        multicall.actions.updateMulticallResults({ chainId: 31337, blockNumber: 5, results: { other: '0x01' } }),
      )
    })
    expect(seen.at(-1)).toBe(decoded)
  })

  it('render again only for their own results: not when a fetch of their calls starts, nor for another call', async () => {
    const { store, seen } = setup()
    await act(async () => {})
    act(() => {
      store.dispatch(updateBlockNumber({ chainId: 31337, blockNumber: 5 }))
      storeBalance(store, 42)
    })
    const renders = seen.length
    act(() => {
      store.dispatch(
        multicall.actions.fetchingMulticallResults({ chainId: 31337, calls: [balanceCall], fetchingBlockNumber: 6 }),
      )
      store.dispatch(
        multicall.actions.updateMulticallResults({ chainId: 31337, blockNumber: 5, results: { other: '0x01' } }),
      )
    })
    expect(seen).toHaveLength(renders)
    act(() => storeBalance(store, 43))
    expect(seen).toHaveLength(renders + 1)
    expect(seen.at(-1)?.result?.[0].toString()).toBe('43')
  })

  it('render again for a new block only when it leaves a result behind (syncing), not when it catches up or keeps it behind', async () => {
    const { store, seen } = setup()
    await act(async () => {})
    // As the block poll stores them: the results read at block 5 first, the block's number after.
    act(() => {
      store.dispatch(updateBlockNumber({ chainId: 31337, blockNumber: 4 }))
      storeBalance(store, 42)
    })
    const decoded = seen.at(-1)
    act(() => void store.dispatch(updateBlockNumber({ chainId: 31337, blockNumber: 5 })))
    expect(seen.at(-1)).toBe(decoded)
    expect(decoded).toMatchObject({ syncing: false, blockNumber: 5 })
    act(() => void store.dispatch(updateBlockNumber({ chainId: 31337, blockNumber: 6 })))
    const syncing = seen.at(-1)
    expect(syncing).toMatchObject({ syncing: true, blockNumber: 5 })
    expect(syncing?.result?.[0].toString()).toBe('42')
    // Still behind, as a result read once stays: nothing changed for it.
    act(() => void store.dispatch(updateBlockNumber({ chainId: 31337, blockNumber: 7 })))
    expect(seen.at(-1)).toBe(syncing)
  })

  it('skip an input that cannot be encoded and an address that is missing', async () => {
    const store = createStore({})
    let states: CallState[] = []
    function Balances() {
      states = useMultipleContractSingleData([token.address, undefined], erc20, 'balanceOf', [owner], NEVER_RELOAD)
      return null
    }
    render(
      <Provider store={store}>
        <Balances />
      </Provider>,
    )
    await act(async () => {})
    expect(states.map((state) => state.valid)).toEqual([true, false])
    expect(listeners(store)?.[storeCallKey(balanceCall)]).toEqual({ Infinity: 1 })
  })

  it('call each contract with its own inputs, skipping those still unknown', async () => {
    const store = createStore({})
    const other = `0x${'c'.repeat(40)}`
    const targets = [
      { address: token.address, inputs: [owner] },
      { address: other, inputs: [token.address] },
      { address: other, inputs: [undefined] },
    ]
    let states: CallState[] = []
    function Balances() {
      states = useMultipleContractMultipleData(targets, erc20, 'balanceOf')
      return null
    }
    render(
      <Provider store={store}>
        <Balances />
      </Provider>,
    )
    await act(async () => {})
    expect(states.map((state) => state.valid)).toEqual([true, true, false])
    const otherCall = { address: other, callData: erc20.encodeFunctionData('balanceOf', [token.address]) }
    expect(listeners(store)?.[storeCallKey(balanceCall)]).toEqual({ 1: 1 })
    expect(listeners(store)?.[storeCallKey(otherCall)]).toEqual({ 1: 1 })
  })
})
