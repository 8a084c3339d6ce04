// Tries a chain's RPC URLs in turn when one fails at the transport level, says it cannot serve (rate limit, method
// not supported) or trails the others' head (lag.ts), backing off between tries.
import { type JsonRpcRequest, type SendBatch, SENT_ALONE } from './batch'
import { isRefusedRequest, isTransportError, type TransportError } from './errors'
import { type FetchLike, postBatch } from './http'
import { isLagging, LAG_CHECK_MS, quantityOf, reportedHead } from './lag'
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
  /** In order of preference; a function is asked at every batch (the user's own node can come and go). */
  urls: readonly string[] | (() => readonly string[])
  fetch?: FetchLike
  backoff?: BackoffOptions
  timeoutMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  /** How often the URLs not answering are asked for their head (default LAG_CHECK_MS). */
  lagCheckMs?: number
  /** The chain the URLs serve: a URL that answers another chain id is never believed about the head. */
  chainId?: number
}

/**
 * A query sent alone (a logs range) that the node refused with such a status: the refusal is about the query, so
 * it goes to the caller like a JSON-RPC error would, without demoting the node or asking the others.
 */
function refusesQuery(error: TransportError, batch: readonly JsonRpcRequest[]): boolean {
  return batch.length === 1 && SENT_ALONE.has(batch[0].method) && isRefusedRequest(error)
}

/** The chain id in a probe's answer (request id 1), if it gave one. */
function answeredChainId(body: unknown): number | undefined {
  if (!Array.isArray(body)) return undefined
  const answer = (body as unknown[]).find(
    (entry): entry is { result: unknown } =>
      typeof entry === 'object' && entry !== null && (entry as { id?: unknown }).id === 1,
  )
  return quantityOf(answer?.result)
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createFallbackSender({
  urls,
  fetch: fetchFn = (url, init) => globalThis.fetch(url, init),
  backoff = DEFAULT_BACKOFF,
  timeoutMs,
  now = Date.now,
  sleep = realSleep,
  lagCheckMs = LAG_CHECK_MS,
  chainId,
}: FallbackSenderOptions): SendBatch {
  const urlsNow = typeof urls === 'function' ? urls : () => urls
  if (urlsNow().length === 0) throw new Error('A chain needs at least one RPC URL')
  const health = new Map<string, UrlHealth>()
  /** The highest head any URL reported. */
  let highestHead: number | undefined
  let lastLagCheck: number | undefined

  const demote = (url: string) => {
    const failures = (health.get(url)?.failures ?? 0) + 1
    health.set(url, { failures, retryAt: now() + cooldown(failures, backoff) })
  }

  const learnHead = (head: number) => {
    highestHead = Math.max(highestHead ?? head, head)
  }

  /**
   * In the background, now and then: the head of every other URL not cooling down. Without it a chain whose first
   * URL answers would never learn that the first URL trails the others.
   */
  const checkOthers = (answering: string) => {
    const time = now()
    if (lastLagCheck !== undefined && time - lastLagCheck < lagCheckMs) return
    lastLagCheck = time
    const probe = [
      { jsonrpc: '2.0' as const, id: 1, method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0' as const, id: 2, method: 'eth_blockNumber', params: [] },
    ]
    for (const url of orderUrls(urlsNow(), health, time)) {
      if (url === answering || (health.get(url)?.retryAt ?? 0) > time) continue
      postBatch(fetchFn, url, probe, timeoutMs).then(
        (body) => {
          // A URL of another chain (a mistake in the list) would make every node of this one look behind.
          if (chainId !== undefined && answeredChainId(body) !== chainId) return
          const head = reportedHead(probe, body)
          if (head !== undefined) learnHead(head)
        },
        () => {}, // a probe only informs: the URL's own batches decide whether it is down
      )
    }
  }

  return async (batch) => {
    const current = urlsNow()
    const order = orderUrls(current, health, now())
    const ids = batch.map((request) => request.id)
    let lastError: unknown
    // An "unusable" answer is still an answer: if no other URL does better, its errors go to the callers.
    let unusableAnswer: { body: unknown } | undefined
    // So is a lagging one: if every URL that answers trails the head seen, the chain went back; the highest is used.
    let laggingAnswer: { body: unknown; head: number } | undefined
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
        const head = reportedHead(batch, body)
        if (head !== undefined && current.length > 1) checkOthers(url)
        if (head !== undefined && isLagging(head, highestHead)) {
          demote(url)
          if (!laggingAnswer || head > laggingAnswer.head) laggingAnswer = { body, head }
          continue
        }
        if (head !== undefined) learnHead(head)
        health.delete(url)
        return body
      }
      demote(url)
      unusableAnswer ??= { body }
    }
    if (laggingAnswer) {
      highestHead = laggingAnswer.head
      return laggingAnswer.body
    }
    if (unusableAnswer) return unusableAnswer.body
    throw lastError
  }
}
