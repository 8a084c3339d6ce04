import { afterEach, describe, expect, it, vi } from 'vitest'

import { isMobileBrowser } from './injected'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

function browser(userAgent: string, userAgentData?: { mobile?: boolean }) {
  vi.stubGlobal('navigator', { userAgent, userAgentData })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('isMobileBrowser', () => {
  it('recognises phones by user agent (Safari has no client hints)', () => {
    browser(IPHONE)
    expect(isMobileBrowser()).toBe(true)
    browser('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36')
    expect(isMobileBrowser()).toBe(true)
  })

  it('trusts a mobile client hint, and a phone user agent even when the hint says desktop (wallet web views)', () => {
    browser(DESKTOP, { mobile: true })
    expect(isMobileBrowser()).toBe(true)
    browser(IPHONE, { mobile: false })
    expect(isMobileBrowser()).toBe(true)
  })

  it('is false on a desktop browser', () => {
    browser(DESKTOP, { mobile: false })
    expect(isMobileBrowser()).toBe(false)
    browser(DESKTOP)
    expect(isMobileBrowser()).toBe(false)
  })
})
