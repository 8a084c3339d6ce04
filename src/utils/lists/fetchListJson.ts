// Downloads one list URL's JSON within a time limit and a size cap, failing with a message that says which.
import { LIST_FETCH_TIMEOUT_MS, LIST_MAX_BYTES } from '@/config/lists'

export type ListFetch = (url: string, init: { signal: AbortSignal }) => Promise<Response>

export interface ListFetchLimits {
  timeoutMs: number
  maxBytes: number
}

export const DEFAULT_LIST_FETCH_LIMITS: ListFetchLimits = { timeoutMs: LIST_FETCH_TIMEOUT_MS, maxBytes: LIST_MAX_BYTES }

export type ListDownloadFailure = 'timeout' | 'too-large' | 'http' | 'json' | 'network'

/** One URL's failure, with a reason the user can act on (getTokenList shows the last one). */
export class ListDownloadError extends Error {
  constructor(
    readonly failure: ListDownloadFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'ListDownloadError'
  }
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`

function tooLarge(maxBytes: number): ListDownloadError {
  return new ListDownloadError('too-large', `the list is larger than ${megabytes(maxBytes)}`)
}

/** The body as text, counting bytes as they stream in: reading stops at the cap, whatever Content-Length claims. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes)
  if (!response.body) {
    const text = await response.text()
    if (new TextEncoder().encode(text).byteLength > maxBytes) throw tooLarge(maxBytes)
    return text
  }
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let received = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > maxBytes) {
      void reader.cancel().catch(() => undefined)
      throw tooLarge(maxBytes)
    }
    text += decoder.decode(value, { stream: true })
  }
  return text + decoder.decode()
}

async function download(url: string, fetchImpl: ListFetch, signal: AbortSignal, maxBytes: number): Promise<unknown> {
  let response: Response
  try {
    response = await fetchImpl(url, { signal })
  } catch (error) {
    throw new ListDownloadError('network', `the list host did not answer (${url})`, { cause: error })
  }
  if (!response.ok) throw new ListDownloadError('http', `HTTP error ${response.status} from ${url}`)
  let text: string
  try {
    text = await readCapped(response, maxBytes)
  } catch (error) {
    if (error instanceof ListDownloadError) throw error
    throw new ListDownloadError('network', `the download from ${url} broke off`, { cause: error })
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new ListDownloadError('json', `the file at ${url} is not JSON`, { cause: error })
  }
}

/** The parsed JSON at `url`; a ListDownloadError when the host fails, is too slow or sends too much. */
export async function fetchListJson(
  url: string,
  fetchImpl: ListFetch,
  { timeoutMs, maxBytes }: ListFetchLimits = DEFAULT_LIST_FETCH_LIMITS,
): Promise<unknown> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  // The time limit covers the body too: a host that trickles bytes is as dead as one that never answers.
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new ListDownloadError('timeout', `no complete answer within ${seconds(timeoutMs)} from ${url}`))
    }, timeoutMs)
  })
  try {
    return await Promise.race([download(url, fetchImpl, controller.signal, maxBytes), timedOut])
  } finally {
    clearTimeout(timer)
  }
}
