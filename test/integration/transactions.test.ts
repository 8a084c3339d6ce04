// The receipt check against a real Anvil node: mined, still pending, replaced by another transaction with the
// same nonce (a plain replacement, a speed-up, a cancellation), and dropped from the pool after its grace period.
import { parseEther } from '@ethersproject/units'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { checkTransaction } from '@/state/transactions/checkTransaction'

import { rpc } from '../../scripts/lib/anvil'
import { useNode } from './support/node'

const node = useNode()
const GRACE_MS = 60_000

describe('checkTransaction against Anvil', () => {
  let snapshot: string
  beforeEach(async () => {
    snapshot = await node.snapshot()
  })
  afterEach(async () => {
    await rpc(node.url, 'evm_setAutomine', [true])
    await node.revert(snapshot)
  })

  const from = () => node.accounts[1]
  const send = (nonce: number, value = '1') =>
    node.signer(1).sendUncheckedTransaction({ to: node.accounts[2], value: parseEther(value), nonce })
  const nonceOf = (address: string) => node.provider.getTransactionCount(address, 'latest')

  it('gives the receipt of a mined transaction', async () => {
    const nonce = await nonceOf(from())
    const hash = await send(nonce)
    // Anvil answers eth_sendTransaction before its automine has mined the block.
    await node.provider.waitForTransaction(hash)
    const outcome = await checkTransaction(node.provider, { hash, from: from(), nonce, addedTime: Date.now() })
    expect(outcome.kind).toBe('mined')
    if (outcome.kind !== 'mined') return
    expect(outcome.receipt.transactionHash).toBe(hash)
    expect(outcome.receipt.status).toBe(1)
    expect(outcome.receipt.from.toLowerCase()).toBe(from().toLowerCase())
  })

  it('leaves a transaction in the pool pending, young or old', async () => {
    await rpc(node.url, 'evm_setAutomine', [false])
    const nonce = await nonceOf(from())
    const hash = await send(nonce)
    const now = Date.now()
    const options = { now, graceMs: GRACE_MS }
    const pending = { kind: 'pending', isKnown: true }
    expect(await checkTransaction(node.provider, { hash, from: from(), nonce, addedTime: now }, options)).toEqual(
      pending,
    )
    const old = now - GRACE_MS - 1
    expect(await checkTransaction(node.provider, { hash, from: from(), nonce, addedTime: old }, options)).toEqual(
      pending,
    )
    expect(await checkTransaction(node.provider, { hash, from: from(), addedTime: old }, options)).toEqual(pending)
  })

  it('marks a transaction replaced when another one with its nonce is mined', async () => {
    await rpc(node.url, 'evm_setAutomine', [false])
    const nonce = await nonceOf(from())
    const first = await send(nonce, '1')
    await rpc(node.url, 'anvil_dropTransaction', [first])
    const second = await send(nonce, '2')
    await rpc(node.url, 'evm_mine')

    const now = Date.now()
    // Another value to another recipient: neither a speed-up nor a cancellation.
    const record = {
      hash: first,
      from: from(),
      nonce,
      to: node.accounts[2],
      data: '0x',
      value: parseEther('1').toString(),
      addedTime: now,
    }
    expect(await checkTransaction(node.provider, record, { now })).toEqual({
      kind: 'replaced',
      replacementHash: second,
    })
    const replacement = await checkTransaction(node.provider, { hash: second, from: from(), nonce, addedTime: now })
    expect(replacement.kind).toBe('mined')
  })

  it('marks a transaction the node forgot dropped once it is old, and not before', async () => {
    await rpc(node.url, 'evm_setAutomine', [false])
    const nonce = await nonceOf(from())
    const hash = await send(nonce)
    await rpc(node.url, 'anvil_dropTransaction', [hash])
    const now = Date.now()
    const record = { hash, from: from(), nonce, addedTime: now - GRACE_MS - 1 }
    // The grace period runs from the first check that found the node without it.
    const justMissing = { now, graceMs: GRACE_MS, unknownSince: now }
    expect(await checkTransaction(node.provider, record, justMissing)).toEqual({ kind: 'pending', isKnown: false })
    const longMissing = { ...justMissing, unknownSince: now - GRACE_MS - 1 }
    expect(await checkTransaction(node.provider, record, longMissing)).toEqual({ kind: 'dropped' })
    // A record saved before nonces were stored can only be known as dropped.
    expect(await checkTransaction(node.provider, { ...record, nonce: undefined }, longMissing)).toEqual({
      kind: 'dropped',
    })
  })
})
