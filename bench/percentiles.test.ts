import { expect, it } from 'vitest'

import { percentile } from './percentiles'

it('takes the nearest-rank percentile', () => {
  const samples = Array.from({ length: 100 }, (_, i) => 100 - i)
  expect(percentile(samples, 50)).toBe(50)
  expect(percentile(samples, 95)).toBe(95)
  expect(percentile([7], 95)).toBe(7)
  expect(percentile([], 50)).toBeNaN()
})
