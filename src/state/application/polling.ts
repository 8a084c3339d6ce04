// The block poller, which doubles as the node's health probe: asks for the latest block on the chain's interval;
// a probe that fails or goes unanswered marks the node down and tries then back off (outage.ts); the first answer
// after that, even a late one, marks it back.
import { outageRetryDelay, PROBE_TIMEOUT_MS } from './outage'

export interface PollingOptions {
  fetchBlockNumber: () => Promise<number>
  intervalMs: number
  /** The wait after an answer that brought a higher block than the last one (default intervalMs). */
  afterNewBlockMs?: number
  /** Every answer; `afterOutage` is true for the first one after the node was down. */
  onBlock: (blockNumber: number, afterOutage: boolean) => void
  /** Called once per outage, at the first failed probe. */
  onDown?: (since: number) => void
  /** Called after the first answer of an outage has been passed to onBlock. */
  onBack?: () => void
  onError?: (error: unknown) => void
  /** The store already says the node is down (e.g. polling restarts when the tab is shown again). */
  startsDown?: boolean
  probeTimeoutMs?: number
  random?: () => number
  now?: () => number
}

export class ProbeTimeoutError extends Error {
  constructor(ms: number) {
    super(`No block number within ${ms} ms`)
    this.name = 'ProbeTimeoutError'
  }
}

/**
 * Asks at once, then `intervalMs` after each answer (`afterNewBlockMs` after one that brought a new block); while the node is down, after each failure waits the outage
 * backoff instead. Only one probe is awaited at a time; returns stop.
 */
export function startBlockPolling({
  fetchBlockNumber,
  intervalMs,
  afterNewBlockMs = intervalMs,
  onBlock,
  onDown,
  onBack,
  onError,
  startsDown = false,
  probeTimeoutMs = PROBE_TIMEOUT_MS,
  random = Math.random,
  now = Date.now,
}: PollingOptions): () => void {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let awaiting = false
  let isDown = startsDown
  let failures = 0
  let highest: number | undefined

  const schedule = (ms: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => void poll(), ms)
  }

  /** The wait before the next poll after an answer. */
  const succeed = (blockNumber: number): number => {
    const isNewBlock = highest !== undefined && blockNumber > highest
    highest = Math.max(highest ?? blockNumber, blockNumber)
    const afterOutage = isDown
    failures = 0
    isDown = false
    onBlock(blockNumber, afterOutage)
    if (afterOutage) onBack?.()
    return isNewBlock && !afterOutage ? afterNewBlockMs : intervalMs
  }

  const fail = (error: unknown) => {
    failures++
    onError?.(error)
    if (!isDown) {
      isDown = true
      onDown?.(now())
    }
  }

  const poll = async () => {
    timer = undefined
    awaiting = true
    let timedOut = false
    const probe = fetchBlockNumber()
    // A probe that outlived its timeout still counts when it lands: the node is back the moment it answers.
    probe.then(
      (blockNumber) => {
        if (!timedOut || stopped || !isDown) return
        const wait = succeed(blockNumber)
        if (!awaiting) schedule(wait)
      },
      () => {},
    )
    let probeTimer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      probeTimer = setTimeout(() => {
        timedOut = true
        reject(new ProbeTimeoutError(probeTimeoutMs))
      }, probeTimeoutMs)
    })
    try {
      const blockNumber = await Promise.race([probe, timeout])
      awaiting = false
      if (stopped) return
      schedule(succeed(blockNumber))
    } catch (error) {
      awaiting = false
      if (stopped) return
      fail(error)
      schedule(outageRetryDelay(failures, random))
    } finally {
      clearTimeout(probeTimer)
    }
  }

  void poll()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
