import { BigNumber } from '@ethersproject/bignumber'
import { expect, it } from 'vitest'

import { calculateGasMargin } from './gas'

it('pads a gas estimate by 10%, rounding down', () => {
  expect(calculateGasMargin(BigNumber.from(100_000)).toNumber()).toBe(110_000)
  expect(calculateGasMargin(BigNumber.from(21_001)).toNumber()).toBe(23_101)
  expect(calculateGasMargin(BigNumber.from(0)).toNumber()).toBe(0)
})
