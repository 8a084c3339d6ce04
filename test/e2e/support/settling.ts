// A page counts as settled when nothing it asked for is still on its way and its visible text has not changed since
// the last answer arrived: every figure on a page comes from a request (the node's reads, a route's code, a
// language's texts), and the test chain mines no block unless a test asks, so once the last answer is drawn the page
// shows what it will show until the next block. Waiting for that event instead of for a fixed stretch of unchanged
// text ends the wait as soon as the page is done (half a second after the last answer, not two seconds), and never
// before an answer that is slow to come, however busy the machine. The block poller's own requests do not count:
// it asks for the head every second whatever the page shows, and a head that did not move changes nothing.
import { expect, type Page, type Request } from '@playwright/test'

const PAGE_READY_MS = 30_000
const SAMPLE_EVERY_MS = 100
/** Long enough for an answer to be rendered and for the reads it leads to (a render and an effect) to be sent. */
export const QUIET_MS = 500

export interface SettlingWatch {
  /** Resolves once no request is in flight and neither an answer nor the text has changed for QUIET_MS. */
  settled(): Promise<void>
  /** Counts quiet from now: after the test changed what the page may show (its size, its text). */
  restart(): void
  /** Stops watching (the page's close stops it too). */
  stop(): void
}

/** A JSON-RPC request (or batch) that only asks for the latest block number. */
export function isBlockPoll(body: string | null): boolean {
  if (!body) return false
  try {
    const calls = [JSON.parse(body) as unknown].flat()
    return calls.length > 0 && calls.every((call) => (call as { method?: unknown })?.method === 'eth_blockNumber')
  } catch {
    return false
  }
}

/**
 * Watches the page's requests and samples its visible text every 100 ms, from now until stopped or closed: start it
 * before the page is opened, or a request sent before would not be known to be in flight.
 */
export function watchSettling(page: Page): SettlingWatch {
  const inFlight = new Set<Request>()
  let changedAt = Date.now()
  let quietAtLastSample = 0
  let lastText: string | undefined
  let stopped = false

  const onRequest = (request: Request) => {
    if (isBlockPoll(request.postData())) return
    inFlight.add(request)
    changedAt = Date.now()
  }
  const onAnswer = (request: Request) => {
    // Only the requests counted on their way out are counted on their way back.
    if (inFlight.delete(request)) changedAt = Date.now()
  }
  page.on('request', onRequest)
  page.on('requestfinished', onAnswer)
  page.on('requestfailed', onAnswer)

  const sample = async () => {
    while (!stopped && !page.isClosed()) {
      const sampledAt = Date.now()
      const text = await page.evaluate(() => document.body.innerText).catch(() => undefined)
      // A page between documents has no text to read: that is a change too.
      if (text === undefined || text !== lastText) {
        lastText = text
        changedAt = sampledAt
      }
      quietAtLastSample = inFlight.size > 0 ? 0 : sampledAt - changedAt
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS))
    }
  }
  void sample()

  return {
    async settled() {
      await expect
        .poll(() => quietAtLastSample >= QUIET_MS, {
          message: 'the page settles: no request in flight, no answer and no change of text for a while',
          timeout: PAGE_READY_MS,
          intervals: [SAMPLE_EVERY_MS / 2],
        })
        .toBe(true)
    },
    restart() {
      changedAt = Date.now()
      quietAtLastSample = 0
    },
    stop() {
      stopped = true
      page.off('request', onRequest)
      page.off('requestfinished', onAnswer)
      page.off('requestfailed', onAnswer)
    },
  }
}
