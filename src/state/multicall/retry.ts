// Retries a fetch that asked too early, after a random wait, until it succeeds or is cancelled.

/** The spec's retry wait: random between 2.5 and 3.5 s, with no limit on the number of retries. */
export const RETRY_OPTIONS = { n: Infinity, minWait: 2_500, maxWait: 3_500 } as const

export class CancelledError extends Error {
  readonly isCancelledError = true
  constructor() {
    super('Cancelled')
    this.name = 'CancelledError'
  }
}

/** Thrown by the retried function when trying again later may succeed (results from an older block). */
export class RetryableError extends Error {
  readonly isRetryableError = true
  constructor(message: string) {
    super(message)
    this.name = 'RetryableError'
  }
}

export interface RetryOptions {
  n: number
  minWait: number
  maxWait: number
}

export function randomWait(minWait: number, maxWait: number, random: () => number = Math.random): number {
  return minWait + Math.round(random() * Math.max(0, maxWait - minWait))
}

export interface Retried<T> {
  promise: Promise<T>
  cancel(): void
}

export function retry<T>(
  fn: () => Promise<T>,
  { n, minWait, maxWait }: RetryOptions = RETRY_OPTIONS,
  random: () => number = Math.random,
): Retried<T> {
  let completed = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let rejectCancelled: (error: Error) => void = () => {}
  let retriesLeft = n

  const promise = new Promise<T>((resolve, reject) => {
    rejectCancelled = reject
    const attempt = () => {
      fn().then(
        (result) => {
          if (completed) return
          completed = true
          resolve(result)
        },
        (error: unknown) => {
          if (completed) return
          if (retriesLeft <= 0 || !(error instanceof RetryableError)) {
            completed = true
            reject(error)
            return
          }
          retriesLeft--
          timer = setTimeout(attempt, randomWait(minWait, maxWait, random))
        },
      )
    }
    attempt()
  })

  return {
    promise,
    cancel() {
      if (completed) return
      completed = true
      clearTimeout(timer)
      rejectCancelled(new CancelledError())
    },
  }
}
