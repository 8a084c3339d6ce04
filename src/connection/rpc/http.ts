// One HTTP POST of a JSON-RPC batch, with every transport failure turned into the spec's error.
import { httpStatusError, parseFailedError, sendFailedError } from './errors'

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

/** A node that accepts the connection but never answers must not hold the batch forever. */
export const REQUEST_TIMEOUT_MS = 20_000

export async function postBatch(
  fetchFn: FetchLike,
  url: string,
  body: unknown,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<unknown> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    let response: Response
    try {
      response = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: controller.signal,
      })
    } catch {
      throw sendFailedError()
    }
    if (!response.ok) throw httpStatusError(response.status, response.statusText)
    try {
      return await response.json()
    } catch {
      throw parseFailedError()
    }
  } finally {
    clearTimeout(timer)
  }
}
