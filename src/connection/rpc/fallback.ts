// Tries a chain's RPC URLs in turn when one fails at the transport level or says it cannot serve (rate limit,
// method not supported), backing off between tries.
import { type JsonRpcRequest, type SendBatch, SENT_ALONE } from './batch'
import { isTransportError, type TransportError } from './errors'
import { type FetchLike, postBatch } from './http'
import { answerSaysEndpointUnusable } from './unusable'

export interface BackoffOptions {
  /** Wait before the second URL of one batch; doubles for each further URL. */
  attemptDelayMs: number
  /** How long a failed URL goes to the back of the queue; doubles with each consecutive failure. */
  cooldownMs: number
  maxDelayMs: number
}

export const DEFAULT_BACKOFF: BackoffOptions = { attemptDelayMs: 250, cooldownMs: 1_000, maxDelayMs: 60_000 }

/** The wait before the attempt'th URL (0-based) of one batch. */
export function attemptDelay(attempt: number, options: BackoffOptions): number {
  if (attempt <= 0) return 0
  return Math.min(options.attemptDelayMs * 2 ** (attempt - 1), options.maxDelayMs)
}

/** How long a URL is demoted after `failures` consecutive failures. */
export function cooldown(failures: number, options: BackoffOptions): number {
  if (failures <= 0) return 0
  return Math.min(options.cooldownMs * 2 ** (failures - 1), options.maxDelayMs)
}

export interface UrlHealth {
  failures: number
  retryAt: number
}

/**
 * The order to try the URLs in: every URL that is not cooling down in configured order (the first is
 * preferred), then the cooling ones, soonest ready first, so a batch still has a last resort.
 */
export function orderUrls(urls: readonly string[], health: ReadonlyMap<string, UrlHealth>, now: number): string[] {
  const isReady = (url: string) => (health.get(url)?.retryAt ?? 0) <= now
  const ready = urls.filter(isReady)
  const cooling = urls
    .filter((url) => !isReady(url))
    .sort((a, b) => (health.get(a)?.retryAt ?? 0) - (health.get(b)?.retryAt ?? 0))
  return [...ready, ...cooling]
}

export interface FallbackSenderOptions {
  urls: readonly string[]
  fetch?: FetchLike
  backoff?: BackoffOptions
  timeoutMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

/** Statuses with which a node refuses one request for its size or form (413 too large, 400 bad request). */
const REFUSED_REQUEST_STATUSES = new Set([400, 413])

/**
 * A query sent alone (a logs range) that the node refused with such a status: the refusal is about the query, so
 * it goes to the caller like a JSON-RPC error would, without demoting the node or asking the others.
 */
function refusesQuery(error: TransportError, batch: readonly JsonRpcRequest[]): boolean {
  return (
    batch.length === 1 &&
    SENT_ALONE.has(batch[0].method) &&
    error.status !== undefined &&
    REFUSED_REQUEST_STATUSES.has(error.status)
  )
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createFallbackSender({
  urls,
  fetch: fetchFn = (url, init) => globalThis.fetch(url, init),
  backoff = DEFAULT_BACKOFF,
  timeoutMs,
  now = Date.now,
  sleep = realSleep,
}: FallbackSenderOptions): SendBatch {
  if (urls.length === 0) throw new Error('A chain needs at least one RPC URL')
  const health = new Map<string, UrlHealth>()

  const demote = (url: string) => {
    const failures = (health.get(url)?.failures ?? 0) + 1
    health.set(url, { failures, retryAt: now() + cooldown(failures, backoff) })
  }

  return async (batch) => {
    const order = orderUrls(urls, health, now())
    const ids = batch.map((request) => request.id)
    let lastError: unknown
    // An "unusable" answer is still an answer: if no other URL does better, its errors go to the callers.
    let unusableAnswer: { body: unknown } | undefined
    for (const [attempt, url] of order.entries()) {
      const delay = attemptDelay(attempt, backoff)
      if (delay > 0) await sleep(delay)
      let body: unknown
      try {
        body = await postBatch(fetchFn, url, batch, timeoutMs)
      } catch (error) {
        if (!isTransportError(error) || refusesQuery(error, batch)) throw error
        demote(url)
        lastError = error
        continue
      }
      if (!answerSaysEndpointUnusable(body, ids)) {
        health.delete(url)
        return body
      }
      demote(url)
      unusableAnswer ??= { body }
    }
    if (unusableAnswer) return unusableAnswer.body
    throw lastError
  }
}
