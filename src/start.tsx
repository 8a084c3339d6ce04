// The app's start, loaded by the entry (src/main.tsx): hydrates the prerendered landing page when this visit renders
// exactly it (the guard in <head> decided, src/prerender/landing.ts), else renders afresh into an emptied #root.
import { type ReactElement, type ReactNode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { HashRouter } from 'react-router-dom'

import { Root } from '@/app/Root'
import { preloadLandingPage } from '@/app/routes/pages'
import i18n, { i18nReady } from '@/i18n'
import { LANDING_PATH, type LandingRender } from '@/prerender/landing'
import { landingState } from '@/prerender/landingState'
import { PRERENDERED_ROOT_DISABLED } from '@/prerender/markers'
import { createStore } from '@/state'
import { lateMiddleware } from '@/state/lateMiddleware'
import { loadPersistedState } from '@/state/persistence'
import { TAB_CHANNEL, tabSyncMiddleware } from '@/state/tabSync'
import { followUserNodes } from '@/state/user/followUserNodes'
import { updateMatchesDarkMode } from '@/state/user/slice'
import { systemPrefersDarkMode } from '@/theme/systemMode'

/** The app is live: the prerendered page's controls, disabled until now (scripts/lib/landingHtml.ts), take input. */
function markStarted(container: HTMLElement): void {
  container.removeAttribute(PRERENDERED_ROOT_DISABLED)
  delete document.documentElement.dataset.landing
}

/** Marks the app started once React has committed its first render (for a hydration: has taken the page over). */
function Started({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => markStarted(container), [container])
  return children
}

function render(container: HTMLElement, app: ReactElement, landing: LandingRender | undefined) {
  const started = <Started container={container}>{app}</Started>
  if (landing === 'hydrate' && container.firstElementChild) {
    // A visit without a path shows the swap page at its own URL, as the route table's redirect would.
    if (!location.hash.startsWith(`#${LANDING_PATH}`)) history.replaceState(history.state, '', `#${LANDING_PATH}`)
    // As a transition, the hydration yields to the browser every few milliseconds instead of taking the page over in
    // one long task; the prerendered controls stay disabled until it is done (markStarted), so no input is lost.
    startTransition(() => {
      hydrateRoot(container, started, {
        onRecoverableError: (error) => console.error('Prerendered page not hydrated as is', error),
      })
    })
    return
  }
  // The prerendered page was kept hidden (index.html's CSS): what shows now is this visit's own.
  container.replaceChildren()
  createRoot(container).render(started)
}

export function start(landing: LandingRender | undefined): void {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  // Hydrating, the store starts as the prerender's did (./prerender/landingState), so the first render matches it.
  // Sharing with the app's other tabs matters once the user acts: it starts once the first render has begun.
  const tabs = lateMiddleware()
  const store = createStore(landing === 'hydrate' ? { ...loadPersistedState(), ...landingState() } : undefined, {
    middleware: [tabs.middleware],
  })
  followUserNodes(store)
  // The system's theme as the guard read it, not as a past visit stored it: the first render must match the page.
  store.dispatch(updateMatchesDarkMode({ matchesDarkMode: systemPrefersDarkMode() }))
  const app = <Root store={store} i18n={i18n} Router={HashRouter} />
  // The first render waits for the visit's language (English comes with the code; another language's file is
  // fetched) and the swap page's code: rendered at once, every translated component and the page would suspend, and
  // the tree render a second time before anything shows.
  const renderApp = () => {
    render(root, app, landing)
    if (typeof BroadcastChannel !== 'undefined') tabs.fill(tabSyncMiddleware(new BroadcastChannel(TAB_CHANNEL), window))
  }
  void Promise.all([i18nReady, preloadLandingPage(location.hash)]).then(renderApp, renderApp)
}
