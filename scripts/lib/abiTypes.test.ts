import { expect, it } from 'vitest'

import { withoutDuplicateOutputNames } from './abiTypes'

it('clears output names that repeat within a fragment and keeps the rest as they are', () => {
  const removeLiquidity = {
    type: 'function',
    name: 'removeLiquidity',
    outputs: [
      { name: 'out', type: 'uint256' },
      { name: 'out', type: 'uint256' },
      { name: 'fee', type: 'uint256' },
    ],
  }
  const balanceOf = { type: 'function', name: 'balanceOf', outputs: [{ name: 'out', type: 'uint256' }] }
  const event = { type: 'event', name: 'Transfer' }

  const [cleared, kept, untouched] = withoutDuplicateOutputNames([removeLiquidity, balanceOf, event])

  expect(cleared).toEqual({
    type: 'function',
    name: 'removeLiquidity',
    outputs: [
      { name: '', type: 'uint256' },
      { name: '', type: 'uint256' },
      { name: 'fee', type: 'uint256' },
    ],
  })
  expect(kept).toBe(balanceOf)
  expect(untouched).toBe(event)
})
