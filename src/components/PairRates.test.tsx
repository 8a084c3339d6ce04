import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { renderWithProviders as wrap } from '@/test-support/renderWithProviders'

import { PairRates } from './PairRates'

afterEach(cleanup)

describe('PairRates', () => {
  it('labels the first rate only and keeps each rate its test id', () => {
    const { container } = wrap(
      <PairRates label="Price:" rates={[{ text: '1 A = 2 B', testId: 'price-a' }, { text: '1 B = 0.5 A' }]} />,
    )
    expect(screen.getByTestId('price-a').textContent).toBe('1 A = 2 B')
    expect(screen.getByText('1 B = 0.5 A')).toBeTruthy()
    expect(screen.getAllByText('Price:')).toHaveLength(1)
    expect(container.textContent).toBe('Price:1 A = 2 B1 B = 0.5 A')
  })
})
