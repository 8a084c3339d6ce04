// A middleware filled in after the store is made: until `fill`, actions pass through untouched. What only matters once
// the user acts (./tabSync) then starts after the first render has begun, not while the store is made.
import type { Middleware } from '@reduxjs/toolkit'

type Handler = (action: unknown) => unknown

export function lateMiddleware(): { middleware: Middleware; fill: (middleware: Middleware) => void } {
  let connect: ((middleware: Middleware) => Handler) | undefined
  let handler: Handler | undefined
  const middleware: Middleware = (api) => (next) => {
    connect = (late) => late(api)(next) as Handler
    return (action) => (handler ? handler(action) : next(action))
  }
  return {
    middleware,
    fill(late) {
      if (!connect) throw new Error('lateMiddleware: fill called before the store was made')
      handler = connect(late)
    },
  }
}
