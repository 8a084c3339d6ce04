import { describe, expect, it, vi } from 'vitest'

import { RpcError } from '@/connection/rpc/errors'

import { readTransaction } from './readTransaction'
import type { RpcTransaction } from './rpcTransaction'

vi.mock('./accountChanges', () => ({
  recordCandidates: vi.fn(async () => ({ status: 'ok', changes: [{ asset: 'NATIVE', amount: -1n }], approvals: [] })),
}))

const CALL: RpcTransaction = {
  from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  to: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  data: '0x12',
  value: '0x0',
}
const OPTIONS = { tokens: [], wrappedNative: undefined }
const SIMULATED = [{ calls: [{ status: '0x1', logs: [] }] }]

/** A node answering the fee's requests, and eth_simulateV1 as told. */
function node(simulateV1: () => Promise<unknown>) {
  return vi.fn(async (method: string) => {
    if (method === 'eth_estimateGas') return '0x5'
    if (method === 'eth_gasPrice') return '0x2'
    if (method === 'eth_simulateV1') return simulateV1()
    throw new Error(`unexpected ${method}`)
  })
}

describe('readTransaction', () => {
  it('reads the fee and eth_simulateV1’s simulation', async () => {
    const request = node(async () => SIMULATED)
    const reading = await readTransaction(request, [CALL], 10, { ...OPTIONS, methods: ['eth_simulateV1', 'eth_call'] })
    expect(reading).toEqual({
      fee: 10n,
      simulation: { status: 'done', simulation: { status: 'ok', changes: [], approvals: [] } },
      missing: [],
    })
  })

  it('falls back to eth_call when the node has no eth_simulateV1, and says which it lacks', async () => {
    const request = node(async () => {
      throw new RpcError('the method eth_simulateV1 does not exist', -32601)
    })
    const reading = await readTransaction(request, [CALL], 10, { ...OPTIONS, methods: ['eth_simulateV1', 'eth_call'] })
    expect(reading.simulation).toMatchObject({ status: 'done', simulation: { status: 'ok' } })
    expect(reading.missing).toEqual(['eth_simulateV1'])
  })

  it('does not fall back over an error that may pass (the node away a moment)', async () => {
    const request = node(async () => {
      throw new RpcError('timeout', -32000)
    })
    const reading = await readTransaction(request, [CALL], 10, { ...OPTIONS, methods: ['eth_simulateV1', 'eth_call'] })
    expect(reading.simulation.status).toBe('failed')
    expect(reading.missing).toEqual([])
  })

  it('skips the simulation when no method is left, and keeps the fee', async () => {
    const reading = await readTransaction(
      node(async () => SIMULATED),
      [CALL],
      10,
      { ...OPTIONS, methods: [] },
    )
    expect(reading).toEqual({ fee: 10n, simulation: { status: 'skipped' }, missing: [] })
  })
})
