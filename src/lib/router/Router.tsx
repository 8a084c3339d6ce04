// The router at the top of the tree: one history, its current location, and a navigate bound to it.
import { type ReactNode, useLayoutEffect, useMemo, useState } from 'react'

import { type NavigateFunction, RouterContext, type RouterState } from './context'
import { createHashHistory, createMemoryHistory, type RouterHistory } from './history'
import type { To } from './path'

export function Router({ history, children }: { history: RouterHistory; children?: ReactNode }) {
  const [location, setLocation] = useState(history.location)
  // A layout effect: subscribed before any child's effect can navigate; a change in between is picked up here.
  useLayoutEffect(() => {
    const unlisten = history.listen(setLocation)
    setLocation(history.location)
    return unlisten
  }, [history])
  const navigate = useMemo<NavigateFunction>(
    () => (to, options) => (options?.replace ? history.replace(to) : history.push(to)),
    [history],
  )
  const state = useMemo<RouterState>(() => ({ location, history, navigate }), [location, history, navigate])
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>
}

/** The app's router: the path lives in the URL's hash (`#/swap`), so any static host or IPFS gateway serves it. */
export function HashRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => createHashHistory())
  return <Router history={history}>{children}</Router>
}

/** For tests: the location lives in memory, starting at the last of `initialEntries`. */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: readonly To[]; children?: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries))
  return <Router history={history}>{children}</Router>
}
