// Publishes the bottom bar's height as --bottom-bar-height on the document while the bar is fixed (phones and
// tablets), so the page can leave room under its last card and the block number can sit above the bar.
import { type RefObject, useEffect } from 'react'

const PROPERTY = '--bottom-bar-height'

export function useBottomBarHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const bar = ref.current
    if (!bar) return
    const root = document.documentElement
    const publish = () => {
      const isFixed = getComputedStyle(bar).position === 'fixed'
      root.style.setProperty(PROPERTY, `${isFixed ? bar.offsetHeight : 0}px`)
    }
    // The observer reports the bar once right after the next layout, then whenever its height changes (a claim
    // offer appears, the window's width wraps it): measured then, nothing forces a layout of its own.
    const observer = new ResizeObserver(publish)
    observer.observe(bar)
    window.addEventListener('resize', publish)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', publish)
      root.style.removeProperty(PROPERTY)
    }
  }, [ref])
}
