// The browser entry, kept small. When the page shows the prerendered landing page, the app's code is fetched and run
// once that page is on screen: the browser paints the HTML first, without waiting for (or competing with) several
// hundred kilobytes of script, and the swap page's code comes with the app's. Any other visit starts at once.
//
// The app's code is evaluated in six tasks rather than one, so that none keeps the page from answering input for
// long: the early libraries (./earlyLibraries), the SDK (./tradeLibraries), the shell's libraries (./shellLibraries),
// the app's store (./appState), the app's start, and then (from the start) the swap page; the hydration that follows
// yields as it goes (./start).
import { afterFirstPaint } from '@/lib/afterFirstPaint'
import { nextTask } from '@/lib/nextTask'
import type { LandingRender } from '@/prerender/landing'

const landing = document.documentElement.dataset.landing as LandingRender | undefined
/**
 * Where the load benchmark's ladder pages stop the start (scripts/lib/ladderPage.ts, measured by
 * scripts/bench/lighthouse.ts --ladder): after the libraries, or once every module of the start is evaluated, without
 * starting. The page the build writes has no such attribute.
 */
const benchStop = document.documentElement.dataset.benchStop as 'libraries' | 'modules' | undefined

async function startApp(): Promise<void> {
  await import('./earlyLibraries')
  await nextTask()
  await import('./tradeLibraries')
  await nextTask()
  await import('./shellLibraries')
  if (benchStop === 'libraries') return
  await nextTask()
  await import('./appState')
  await nextTask()
  const { start } = await import('./start')
  if (benchStop === 'modules') return
  // The store's creation (the stored state read and checked) in a task of its own, not the tail of the evaluation's.
  await nextTask()
  start(landing)
}

void (landing === 'hydrate' ? afterFirstPaint().then(startApp, startApp) : startApp())
