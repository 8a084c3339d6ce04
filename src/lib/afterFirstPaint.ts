// Work that the first screen does not need (the app's code behind the prerendered page, the code of some chain reads)
// waits until that screen has painted, so it neither competes with the first paint for the network nor delays it on
// a slow phone.

/**
 * Longest wait, for a page that paints no text or image: a page with content reports its paint, however late (a
 * browser's first page can take over a second to paint it).
 */
export const FIRST_PAINT_TIMEOUT_MS = 3_000

let firstPaint: Promise<void> | undefined

function supportsPaintTiming(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint') ?? false)
  )
}

/** A frame, then a task: the frame the page's content is in has been produced. */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
}

function waitForFirstPaint(timeoutMs: number): Promise<void> {
  // Browsers without paint timing (Safari, Firefox) would only have the timeout: the next frame is the best sign there.
  if (!supportsPaintTiming()) return afterNextFrame()
  return new Promise((resolve) => {
    // Reported once the frame is on screen (its presentation time), and at once if it already is (buffered).
    const observer = new PerformanceObserver(() => done())
    const timer = setTimeout(() => done(), timeoutMs)
    function done() {
      clearTimeout(timer)
      observer.disconnect()
      resolve()
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  })
}

/** Settles once the page's first contentful frame is on screen, or after `timeoutMs`; the same promise for the page. */
export function afterFirstPaint(timeoutMs = FIRST_PAINT_TIMEOUT_MS): Promise<void> {
  // Nothing to wait for outside a page (Node) or in a tab the user has not looked at yet (it paints nothing).
  const isPainting = typeof document !== 'undefined' && document.visibilityState !== 'hidden'
  firstPaint ??= isPainting ? waitForFirstPaint(timeoutMs) : Promise.resolve()
  return firstPaint
}

/** For tests: forget the first paint. */
export function resetFirstPaint(): void {
  firstPaint = undefined
}
