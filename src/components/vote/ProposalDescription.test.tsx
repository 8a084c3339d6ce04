import { render } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { describe, expect, it } from 'vitest'

import { lightTheme } from '@/theme/theme'

import { ProposalDescription } from './ProposalDescription'

function renderDescription(text: string) {
  return render(
    <ThemeProvider theme={lightTheme}>
      <ProposalDescription text={text} />
    </ThemeProvider>,
  )
}

describe('ProposalDescription', () => {
  it('renders markdown: headings, lists and safe links', () => {
    const { container } = renderDescription('# Title\n\n- one\n- two\n\n[forum](https://example.org/x)')
    expect(container.querySelector('h1')?.textContent).toBe('Title')
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
})
