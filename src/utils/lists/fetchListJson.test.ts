import { afterEach, describe, expect, it, vi } from 'vitest'

import { fetchListJson, type ListDownloadError, type ListFetch } from './fetchListJson'

const URL_ = 'https://lists.example.org/list.json'
const LIMITS = { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024 }

/** A body of `chunks` chunks of `chunkSize` bytes, streamed (no Content-Length), counting the chunks pulled. */
function streamedResponse(chunks: number, chunkSize: number) {
  let pulled = 0
  const chunk = new Uint8Array(chunkSize).fill(0x20)
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close()
      pulled++
      controller.enqueue(chunk)
    },
  })
  return { response: new Response(body), pulled: () => pulled }
}

async function failure(promise: Promise<unknown>): Promise<ListDownloadError> {
  try {
    await promise
  } catch (error) {
    return error as ListDownloadError
  }
  throw new Error('expected a failure')
}

afterEach(() => vi.useRealTimers())

describe('fetchListJson', () => {
  it('parses the JSON of a good answer and passes an abort signal', async () => {
    const fetchImpl = vi.fn<ListFetch>(async () => Response.json({ name: 'ok' }))
    await expect(fetchListJson(URL_, fetchImpl, LIMITS)).resolves.toEqual({ name: 'ok' })
    expect(fetchImpl.mock.calls[0][1].signal).toBeInstanceOf(AbortSignal)
  })

  it('times out after 15 s without an answer, aborting the request', async () => {
    vi.useFakeTimers()
    let signal: AbortSignal | undefined
    const hanging: ListFetch = (_, init) => {
      signal = init.signal
      return new Promise(() => undefined)
    }
    const result = failure(fetchListJson(URL_, hanging, LIMITS))
    await vi.advanceTimersByTimeAsync(14_999)
    expect(signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await result
    expect(error.failure).toBe('timeout')
    expect(error.message).toBe(`no complete answer within 15 s from ${URL_}`)
    expect(signal?.aborted).toBe(true)
  })

  it('times out a body that trickles in past the limit', async () => {
    vi.useFakeTimers()
    const body = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new Uint8Array([0x7b])) })
    const result = failure(fetchListJson(URL_, async () => new Response(body), LIMITS))
    await vi.advanceTimersByTimeAsync(15_000)
    expect((await result).failure).toBe('timeout')
  })

  it('refuses a streamed body over 5 MB and stops reading it', async () => {
    // 6 chunks of 1 MB: the sixth crosses the cap, so no more than six are pulled.
    const { response, pulled } = streamedResponse(64, 1024 * 1024)
    const error = await failure(fetchListJson(URL_, async () => response, LIMITS))
    expect(error.failure).toBe('too-large')
    expect(error.message).toBe('the list is larger than 5 MB')
    expect(pulled()).toBeLessThanOrEqual(7)
  })

  it('reads a streamed body of exactly 5 MB', async () => {
    const { response } = streamedResponse(5, 1024 * 1024)
    // Five megabytes of spaces are not JSON: reaching the parser proves the cap let it through.
    expect((await failure(fetchListJson(URL_, async () => response, LIMITS))).failure).toBe('json')
  })

  it('refuses at once a Content-Length over the cap', async () => {
    const response = new Response('{}', { headers: { 'content-length': String(6 * 1024 * 1024) } })
    expect((await failure(fetchListJson(URL_, async () => response, LIMITS))).failure).toBe('too-large')
  })

  it('names HTTP errors, network errors and non-JSON bodies', async () => {
    const http = await failure(fetchListJson(URL_, async () => new Response('', { status: 503 }), LIMITS))
    expect([http.failure, http.message]).toEqual(['http', `HTTP error 503 from ${URL_}`])
    const network = await failure(fetchListJson(URL_, () => Promise.reject(new TypeError('Failed to fetch')), LIMITS))
    expect([network.failure, network.message]).toEqual(['network', `the list host did not answer (${URL_})`])
    const json = await failure(fetchListJson(URL_, async () => new Response('<html>'), LIMITS))
    expect([json.failure, json.message]).toEqual(['json', `the file at ${URL_} is not JSON`])
  })

  it('uses the configured limits by default', async () => {
    vi.useFakeTimers()
    const result = failure(fetchListJson(URL_, () => new Promise(() => undefined)))
    await vi.advanceTimersByTimeAsync(15_000)
    expect((await result).failure).toBe('timeout')
  })
})
