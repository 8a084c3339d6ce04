// The JSON-RPC transport's errors, with the spec's exact messages and codes.

/** An error from the chain RPC: a JSON-RPC error object passed through, or one of the transport's own. */
export class RpcError extends Error {
  readonly code: number | undefined
  readonly data: unknown

  constructor(message: string, code?: number, data?: unknown) {
    super(message)
    this.name = 'RpcError'
    this.code = code
    this.data = data
  }
}

/**
 * A failure of the endpoint itself (unreachable, non-OK status, body not JSON): the next fallback URL
 * may do better. JSON-RPC error objects are answers and fall back only when they say the endpoint itself
 * cannot serve (see unusable.ts).
 */
export class TransportError extends RpcError {
  readonly isTransportError = true
  /** The HTTP status of a non-OK answer. */
  readonly status: number | undefined

  constructor(message: string, code?: number, status?: number) {
    super(message, code)
    this.status = status
  }
}

export const SERVER_ERROR_CODE = -32000

/** Statuses with which a node refuses one request for its size or form (413 too large, 400 bad request). */
export const REFUSED_REQUEST_STATUSES: ReadonlySet<number> = new Set([400, 413])

/** Whether an error is the node refusing a request for its size or form, not failing. */
export function isRefusedRequest(error: unknown): error is TransportError {
  return isTransportError(error) && error.status !== undefined && REFUSED_REQUEST_STATUSES.has(error.status)
}

export function sendFailedError(): TransportError {
  return new TransportError('Failed to send batch call')
}

export function httpStatusError(status: number, statusText: string): TransportError {
  return new TransportError(`${status}: ${statusText}`, SERVER_ERROR_CODE, status)
}

export function parseFailedError(): TransportError {
  return new TransportError('Failed to parse JSON response')
}

export function unexpectedResponseError(method: string, response?: unknown): RpcError {
  return new RpcError(`Received unexpected JSON-RPC response to ${method} request.`, SERVER_ERROR_CODE, response)
}

export function isTransportError(error: unknown): error is TransportError {
  return error instanceof TransportError
}
