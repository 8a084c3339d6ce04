import { describe, expect, it, vi } from 'vitest'

import { recheckMined } from './recheckMined'

const HASH = `0x${'ab'.repeat(32)}`
const SPEED_UP = `0x${'5e'.repeat(32)}`
const OLD_BLOCK = `0x${'ee'.repeat(32)}`
const NEW_BLOCK = `0x${'77'.repeat(32)}`

const receipt = (blockHash: string, transactionHash = HASH) => ({
  blockHash,
  blockNumber: 12,
  contractAddress: null as unknown as string,
  from: '0x1',
  to: '0x2',
  transactionHash,
  transactionIndex: 0,
  status: 1,
})

function reader(answer: ReturnType<typeof receipt> | null) {
  return { getTransactionReceipt: vi.fn(async () => answer) }
}

describe('recheckMined', () => {
  const mined = { hash: HASH, receipt: { ...receipt(OLD_BLOCK), contractAddress: '' } }

  it('keeps a transaction whose receipt still names its block (whatever the case of the hash)', async () => {
    expect(await recheckMined(reader(receipt(OLD_BLOCK.toUpperCase().replace('0X', '0x'))), mined)).toEqual({
      kind: 'kept',
    })
  })

  it('moves a transaction the new chain mined in another block to that receipt', async () => {
    expect(await recheckMined(reader(receipt(NEW_BLOCK)), mined)).toEqual({
      kind: 'moved',
      receipt: { ...receipt(NEW_BLOCK), contractAddress: '' },
    })
  })

  it('finds a transaction without a receipt orphaned', async () => {
    expect(await recheckMined(reader(null), mined)).toEqual({ kind: 'orphaned' })
  })

  it("asks for the speed-up's receipt when a speed-up was mined in the transaction's place", async () => {
    const chain = reader(receipt(OLD_BLOCK, SPEED_UP))
    expect(await recheckMined(chain, { ...mined, speedUpHash: SPEED_UP })).toEqual({ kind: 'kept' })
    expect(chain.getTransactionReceipt).toHaveBeenCalledWith(SPEED_UP)
  })

  it('asks nothing about a transaction without a receipt', async () => {
    const chain = reader(null)
    expect(await recheckMined(chain, { hash: HASH })).toEqual({ kind: 'kept' })
    expect(chain.getTransactionReceipt).not.toHaveBeenCalled()
  })
})
