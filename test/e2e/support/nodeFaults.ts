// A node that answers some JSON-RPC calls with an error and the rest as usual, in the same body: the app's batches
// still reach the real node for everything `refuse` lets through.
import { type Page } from '@playwright/test'

import { BUILD_RPC_URL, type LocalChain } from './fixtures'

/** A JSON-RPC error object, as a node answers one request. */
export interface NodeError {
  code: number
  message: string
}

export interface JsonRpcCall {
  id: number
  method: string
  params: unknown[]
}

export interface CallsFault {
  /** Calls of the watched method answered with an error, and those passed to the node. */
  refused: number
  served: number
  /** The methods of every POST that carried a call of the watched method, in order. */
  batches: string[][]
}

/**
 * Calls of `method` (or of any of `methods`) for which `refuse` gives an error are answered with it; everything else
 * goes to the node.
 */
export async function refuseCalls(
  page: Page,
  chain: LocalChain,
  methods: string | readonly string[],
  refuse: (call: JsonRpcCall) => NodeError | undefined,
): Promise<CallsFault> {
  const watched = new Set(typeof methods === 'string' ? [methods] : methods)
  const fault: CallsFault = { refused: 0, served: 0, batches: [] }
  await page.route(BUILD_RPC_URL, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    const body: unknown = route.request().postDataJSON()
    const calls = (Array.isArray(body) ? body : [body]) as JsonRpcCall[]
    if (!calls.some((call) => watched.has(call.method))) return route.fallback()
    fault.batches.push(calls.map((call) => call.method))
    const errors = calls.flatMap((call) => {
      const error = watched.has(call.method) ? refuse(call) : undefined
      return error ? [{ jsonrpc: '2.0', id: call.id, error }] : []
    })
    const rest = calls.filter((call) => !errors.some((answer) => answer.id === call.id))
    fault.refused += errors.length
    fault.served += rest.filter((call) => watched.has(call.method)).length
    const answered = rest.length
      ? ((await (await route.fetch({ url: chain.url, postData: JSON.stringify(rest) })).json()) as unknown[])
      : []
    const answer = Array.isArray(body) ? [...answered, ...errors] : (answered[0] ?? errors[0])
    return route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(answer),
    })
  })
  return fault
}
