// What the router hands down the tree, and the hooks that read it.
import { createContext, useContext } from 'react'

import type { RouterHistory } from './history'
import type { Location, Params, To } from './path'

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (redirects, and links that only adjust the query). */
  replace?: boolean
}

export type NavigateFunction = (to: To, options?: NavigateOptions) => void

export interface RouterState {
  location: Location
  history: RouterHistory
  /** The same function for the router's lifetime: effects that depend on it do not re-run on every navigation. */
  navigate: NavigateFunction
}

export const RouterContext = createContext<RouterState | null>(null)
export const ParamsContext = createContext<Params>({})

export function useRouter(caller: string): RouterState {
  const state = useContext(RouterContext)
  if (!state) throw new Error(`${caller} must be used inside a router`)
  return state
}

export function useLocation(): Location {
  return useRouter('useLocation()').location
}

export function useNavigate(): NavigateFunction {
  return useRouter('useNavigate()').navigate
}

/** The `:param` values of the route being rendered, percent-decoded; none outside `<Routes>`. */
export function useParams(): Params {
  return useContext(ParamsContext)
}
