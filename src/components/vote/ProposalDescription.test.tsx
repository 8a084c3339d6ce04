import { fireEvent, render } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { ThemeProvider } from 'styled-components'
import { describe, expect, it } from 'vitest'

import { lightTheme } from '@/theme/theme'

import en from '../../../public/locales/en.json'
import { ProposalDescription } from './ProposalDescription'

const i18n = i18next.createInstance()
void i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } })

function renderDescription(text: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={lightTheme}>
        <ProposalDescription text={text} />
      </ThemeProvider>
    </I18nextProvider>,
  )
}

describe('ProposalDescription', () => {
  it('renders markdown: headings, lists and safe links', () => {
    const { container } = renderDescription('# Title\n\n- one\n- two\n\n[forum](https://example.org/x)')
    // Below the page's h1 and the description's h3.
    expect(container.querySelector('h1')).toBeNull()
    expect(container.querySelector('h4')?.textContent).toBe('Title')
    expect(container.querySelectorAll('li')).toHaveLength(2)
    const link = container.querySelector('a')
    expect(link?.getAttribute('href')).toBe('https://example.org/x')
    expect(link?.getAttribute('rel')).toContain('noopener')
  })

  it('renders script tags, event handlers and javascript: links inert', () => {
    const text = [
      '# Pwn',
      '',
      '<script>window.__pwned = true</script>',
      '',
      '<img src="x" onerror="window.__pwned = true">',
      '',
      'Inline <b onmouseover="alert(1)">bold</b> html.',
      '',
      '[click me](javascript:window.__pwned=true) and [data](data:text/html;base64,PHNjcmlwdD4=)',
      '',
      '![img](javascript:alert(1))',
    ].join('\n')
    const { container } = renderDescription(text)
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onerror]')).toBeNull()
    expect(container.querySelector('[onmouseover]')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
    for (const link of container.querySelectorAll('a')) expect(link.hasAttribute('href')).toBe(false)
    expect(container.textContent).toContain('click me')
    for (const image of container.querySelectorAll('img')) expect(image.getAttribute('src') ?? '').toBe('')
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined()
  })

  it('does not fetch a remote image: a placeholder naming its host loads it on click, without a referrer', () => {
    const { container } = renderDescription(
      'Look: ![chart](https://planted.example/chart.png) and [![logo](https://img.example/l.png)](https://example.org)',
    )
    expect(container.querySelectorAll('img')).toHaveLength(0)
    const placeholders = container.querySelectorAll('[data-testid="proposal-image-placeholder"]')
    expect([...placeholders].map((button) => button.textContent)).toEqual([
      'Load image from planted.example',
      'Load image from img.example',
    ])
    expect(fireEvent.click(placeholders[0])).toBe(false) // default prevented: inside a link it does not navigate
    const image = container.querySelector('img')
    expect(image?.getAttribute('src')).toBe('https://planted.example/chart.png')
    expect(image?.getAttribute('referrerpolicy')).toBe('no-referrer')
    expect(image?.getAttribute('alt')).toBe('chart')
    expect(container.querySelectorAll('img')).toHaveLength(1)
  })

  it('shows the alt text of an image whose URL was refused', () => {
    const { container } = renderDescription('![secret](javascript:alert(1)) ![](data:image/png;base64,AAAA)')
    expect(container.querySelectorAll('img, button')).toHaveLength(0)
    expect(container.textContent).toContain('secret')
  })
})
