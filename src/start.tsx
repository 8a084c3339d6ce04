// The app's start, loaded by the entry (src/main.tsx): hydrates the prerendered landing page when this visit renders
// exactly it (the guard in <head> decided, src/prerender/landing.ts), else renders afresh into an emptied #root.
import type { ReactElement } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { HashRouter } from 'react-router-dom'

import { Root } from '@/app/Root'
import { preloadLandingPage } from '@/app/routes/pages'
import i18n, { i18nReady } from '@/i18n'
import { LANDING_PATH, type LandingRender } from '@/prerender/landing'
import { createStore } from '@/state'
import { updateMatchesDarkMode } from '@/state/user/slice'
import { systemPrefersDarkMode } from '@/theme/systemMode'

function render(container: HTMLElement, app: ReactElement, landing: LandingRender | undefined) {
  if (landing === 'hydrate' && container.firstElementChild) {
    // A visit without a path shows the swap page at its own URL, as the route table's redirect would.
    if (!location.hash.startsWith(`#${LANDING_PATH}`)) history.replaceState(history.state, '', `#${LANDING_PATH}`)
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('Prerendered page not hydrated as is', error),
    })
    return
  }
  container.replaceChildren()
  createRoot(container).render(app)
  // The prerendered page was kept hidden (index.html's CSS); what shows now is this visit's own.
  delete document.documentElement.dataset.landing
}

export function start(landing: LandingRender | undefined): void {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const store = createStore()
  // The system's theme as the guard read it, not as a past visit stored it: the first render must match the page.
  store.dispatch(updateMatchesDarkMode({ matchesDarkMode: systemPrefersDarkMode() }))
  const app = <Root store={store} i18n={i18n} Router={HashRouter} />
  // The first render waits for the language file and the swap page's code (both preloaded by index.html, so
  // usually there with the scripts): rendered at once, every translated component and the page would suspend, and
  // the tree render a second time before anything shows.
  const renderApp = () => render(root, app, landing)
  void Promise.all([i18nReady, preloadLandingPage(location.hash)]).then(renderApp, renderApp)
}
