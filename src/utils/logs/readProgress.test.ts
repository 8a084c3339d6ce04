import { describe, expect, it, vi } from 'vitest'

import { headTimeOf, sumProgress } from './readProgress'

describe('sumProgress', () => {
  it('reports the blocks read and to read over all parts', () => {
    const onProgress = vi.fn()
    const part = sumProgress(2, onProgress)
    part(0)(10, 100)
    part(1)(5, 50)
    part(0)(100, 100)
    expect(onProgress.mock.calls).toEqual([
      [10, 100],
      [15, 150],
      [105, 150],
    ])
  })
})

describe('headTimeOf', () => {
  it('reads the block’s time, and rejects a block without one', async () => {
    const send = vi.fn().mockResolvedValueOnce({ timestamp: '0x10' }).mockResolvedValueOnce(null)
    await expect(headTimeOf(send, 31)).resolves.toBe(16)
    expect(send).toHaveBeenCalledWith('eth_getBlockByNumber', ['0x1f', false])
    await expect(headTimeOf(send, 31)).rejects.toThrow('no time')
  })
})
