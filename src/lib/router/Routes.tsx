// The route table's elements: which row matches the location, and redirects.
import { Children, type ReactElement, type ReactNode, useEffect, useMemo } from 'react'

import { ParamsContext, useLocation, useNavigate } from './context'
import { createPath, matchRoutes, type To, toLocation } from './path'

interface RouteProps {
  /** `/segment/:param`, or `*` for any path no other route matches. */
  path: string
  element: ReactNode
}

/** One row of `<Routes>`: it only describes; `<Routes>` renders the element of the row that matches. */
export function Route(_props: RouteProps): null {
  return null
}

/** Renders the best-matching `<Route>` child (static segments over `:params`, the catch-all last), or nothing. */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation()
  const routes = Children.toArray(children) as ReactElement<RouteProps>[]
  const patterns = routes.map((route) => route.props.path).join('\n')
  // Matched again only when the path or the table changes: the params object stays the same between.
  const match = useMemo(() => matchRoutes(patterns.split('\n'), pathname), [patterns, pathname])
  if (!match) return null
  return <ParamsContext.Provider value={match.params}>{routes[match.index].props.element}</ParamsContext.Provider>
}

/** Goes to `to` once rendered (and again if the path changes): a redirect in the route table. */
export function Navigate({ to, replace = false }: { to: To; replace?: boolean }) {
  const navigate = useNavigate()
  const path = createPath(toLocation(to))
  useEffect(() => navigate(path, { replace }), [navigate, path, replace])
  return null
}
