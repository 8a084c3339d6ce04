// Where the current location lives: the URL's hash in the app, an in-memory list in tests.
import { createPath, type Location, parsePath, type To, toLocation } from './path'

export interface RouterHistory {
  readonly location: Location
  push(to: To): void
  replace(to: To): void
  /** Called after every change of location, including the browser's back and forward; returns the unsubscribe. */
  listen(listener: (location: Location) => void): () => void
  /** The `href` of a link to `to`. */
  createHref(to: To): string
}

function createListeners() {
  const listeners = new Set<(location: Location) => void>()
  return {
    add(listener: (location: Location) => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    notify(location: Location) {
      for (const listener of [...listeners]) listener(location)
    },
    get size() {
      return listeners.size
    },
  }
}

/** `#/path?query`: any static host serves it, with no rewrites. */
export function createHashHistory(win: Window = window): RouterHistory {
  const listeners = createListeners()
  let hash = win.location.hash
  let location = parsePath(hash.slice(1))
  // One object per distinct URL: re-reading an unchanged hash hands back the same location (and re-renders nothing).
  const current = () => {
    if (win.location.hash !== hash) {
      hash = win.location.hash
      location = parsePath(hash.slice(1))
    }
    return location
  }
  const changed = () => listeners.notify(current())
  const createHref = (to: To) => `#${createPath(toLocation(to))}`
  /** Writes the entry, or, where the History API refuses (Safari past 100 calls in 30 s), navigates the plain way. */
  const go = (entry: 'pushState' | 'replaceState', fallback: 'assign' | 'replace') => (to: To) => {
    const href = createHref(to)
    try {
      win.history[entry](null, '', href)
    } catch {
      win.location[fallback](href) // popstate then reports the change
      return
    }
    changed()
  }
  return {
    get location() {
      return current()
    },
    createHref,
    push: go('pushState', 'assign'),
    replace: go('replaceState', 'replace'),
    listen(listener) {
      // popstate covers back, forward and a hash typed into the address bar.
      if (listeners.size === 0) win.addEventListener('popstate', changed)
      const remove = listeners.add(listener)
      return () => {
        remove()
        if (listeners.size === 0) win.removeEventListener('popstate', changed)
      }
    },
  }
}

/** Starts at the last of `entries`. */
export function createMemoryHistory(entries: readonly To[] = ['/']): RouterHistory {
  const stack = (entries.length > 0 ? entries : ['/']).map(toLocation)
  let at = stack.length - 1
  const listeners = createListeners()
  return {
    get location() {
      return stack[at]
    },
    // No document URL to be relative to: the path itself, as react-router's memory history gives it.
    createHref: (to) => createPath(toLocation(to)),
    push(to) {
      stack.splice(at + 1, stack.length, toLocation(to))
      at = stack.length - 1
      listeners.notify(stack[at])
    },
    replace(to) {
      stack[at] = toLocation(to)
      listeners.notify(stack[at])
    },
    listen: (listener) => listeners.add(listener),
  }
}
