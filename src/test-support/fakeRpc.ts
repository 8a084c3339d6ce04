// Test helpers for the transport: a fake fetch that records requests and answers JSON-RPC batches.
import type { JsonRpcRequest } from '@/connection/rpc/batch'
import type { FetchLike } from '@/connection/rpc/http'

export interface FakeCall {
  url: string
  batch: JsonRpcRequest[]
}

export type Answer = (url: string, batch: JsonRpcRequest[]) => Response | Promise<Response>

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'content-type': 'application/json' } })
}

/** Answers every request with `result(method, params)`, in reverse order to prove matching is by id. */
export function echoAnswer(result: (request: JsonRpcRequest) => unknown): Answer {
  return (_url, batch) =>
    jsonResponse(batch.map((request) => ({ jsonrpc: '2.0', id: request.id, result: result(request) })).reverse())
}

export function fakeFetch(answer: Answer): { fetch: FetchLike; calls: FakeCall[] } {
  const calls: FakeCall[] = []
  return {
    calls,
    fetch: async (url, init) => {
      const batch = JSON.parse(String(init.body)) as JsonRpcRequest[]
      calls.push({ url, batch })
      return answer(url, batch)
    },
  }
}
