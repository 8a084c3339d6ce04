import { cleanup, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { renderWithProviders as wrap } from '@/test-support/renderWithProviders'

import { FallbackLogo } from './FallbackLogo'

afterEach(cleanup)

describe('FallbackLogo', () => {
  it('tries the sources in order and ends with the name’s first letter', () => {
    const { container } = wrap(
      <FallbackLogo
        sources={['https://a.example/1.png', 'https://b.example/2.png']}
        name="venom"
        size={24}
        tone="accent"
      />,
    )
    const img = () => container.querySelector('img')
    expect(img()?.getAttribute('src')).toBe('https://a.example/1.png')
    expect(img()?.getAttribute('referrerpolicy')).toBe('no-referrer')
    fireEvent.error(img()!)
    expect(img()?.getAttribute('src')).toBe('https://b.example/2.png')
    fireEvent.error(img()!)
    expect(img()).toBeNull()
    const badge = container.querySelector('span[aria-hidden="true"]')
    expect(badge?.getAttribute('data-letter')).toBe('V')
  })

  it('shows the letter at once without sources', () => {
    const { container } = wrap(<FallbackLogo sources={[]} name="my list" size={32} tone="muted" />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[data-letter]')?.getAttribute('data-letter')).toBe('M')
  })
})
