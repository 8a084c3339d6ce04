// The browser entry, kept small. When the page shows the prerendered landing page, the app's code is fetched and run
// once that page is on screen: the browser paints the HTML first, without waiting for (or competing with) several
// hundred kilobytes of script, and the swap page's code comes with the app's. Any other visit starts at once.
import { afterFirstPaint } from '@/lib/afterFirstPaint'
import type { LandingRender } from '@/prerender/landing'

const landing = document.documentElement.dataset.landing as LandingRender | undefined

function startApp(): Promise<void> {
  if (landing === 'hydrate') void import('@/pages/Swap')
  return import('./start').then(({ start }) => start(landing))
}

void (landing === 'hydrate' ? afterFirstPaint().then(startApp, startApp) : startApp())
