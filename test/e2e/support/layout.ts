// Layout measurements for the phone checks: sideways overflow (with the elements that cause it) and touch-target size.
import { expect, type Locator, type Page } from '@playwright/test'

/** The sizes of the issue: two phones and a tablet, portrait. */
export const PHONE_VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
] as const

export const PHONE = PHONE_VIEWPORTS[1]
export const DESKTOP = { width: 1280, height: 800 }

/** The smallest comfortable touch target (WCAG 2.5.5, Apple's and Google's guidance). */
export const MIN_TOUCH_PX = 44

export interface Overflow {
  scrollWidth: number
  clientWidth: number
  /** Whether html or body hides sideways overflow (which would hide the very thing measured). */
  hidesOverflow: boolean
  /** The outermost elements sticking out past the right edge, as tag.class#testid. */
  offenders: string[]
}

export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    const describe = (element: Element) => {
      const testId = element.getAttribute('data-testid')
      const className = typeof element.className === 'string' ? element.className.split(' ').slice(-1)[0] : ''
      const text = (element.textContent ?? '').trim().slice(0, 30)
      return `${element.tagName.toLowerCase()}${className ? `.${className}` : ''}${testId ? `#${testId}` : ''} "${text}"`
    }
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5
    const offenders = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && !(element.parentElement && sticksOut(element.parentElement)))
      .slice(0, 8)
      .map(describe)
    const hides = (element: Element) => ['hidden', 'clip'].includes(getComputedStyle(element).overflowX)
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: width,
      hidesOverflow: hides(root) || hides(document.body),
      offenders,
    }
  })
}

/** Null when nothing scrolls sideways (and not by hiding it); else what does, for the test's report. */
export async function sidewaysScroll(page: Page, where: string): Promise<string | null> {
  const overflow = await measureOverflow(page)
  if (overflow.hidesOverflow) return `${where}: html/body hide sideways overflow`
  return overflow.scrollWidth > overflow.clientWidth ? `${where}: ${JSON.stringify(overflow)}` : null
}

/** Each visible control at least MIN_TOUCH_PX tall and wide. */
export async function expectTouchTargets(controls: Locator, where: string): Promise<void> {
  const sizes = await controls.evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => {
        const { width, height } = element.getBoundingClientRect()
        const name = element.getAttribute('data-testid') ?? element.getAttribute('aria-label') ?? element.textContent
        return { name: (name ?? '').trim().slice(0, 30), width: Math.round(width), height: Math.round(height) }
      }),
  )
  expect(sizes.length, `${where}: no visible controls`).toBeGreaterThan(0)
  const small = sizes.filter(({ width, height }) => width < MIN_TOUCH_PX || height < MIN_TOUCH_PX)
  expect(small, `${where}: controls under ${MIN_TOUCH_PX} px`).toEqual([])
}
