// Which JSON-RPC error objects mean "this endpoint cannot serve us" (worth trying a fallback URL) rather than an
// answer about the request itself (a revert, a bad argument), which every node would give alike.

/**
 * Codes that speak about the endpoint: -32601 method not found, -32004 method not supported (EIP-1474),
 * -32005 limit exceeded (rate limit), -32002 resource unavailable, -32046 cannot fulfil the request (a
 * provider-specific overload code), 429 passed through as a code by some gateways.
 */
const UNUSABLE_CODES = new Set([-32601, -32004, -32005, -32002, -32046, 429])

/** Messages of the same kind from nodes that answer with a generic code such as -32000. */
const UNUSABLE_MESSAGE =
  /rate.?limit|too many requests|request limit|limit exceeded|capacity exceeded|daily request|method\b.*\bnot (found|supported|available|allowed)|unsupported method|does not exist\/is not available|not whitelisted/i

interface ErrorLike {
  code?: unknown
  message?: unknown
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** True when a JSON-RPC error object says the endpoint is unusable; false for reverts and other answers. */
export function isEndpointUnusable(error: unknown): boolean {
  if (!isObject(error)) return false
  const { code, message } = error as ErrorLike
  if (typeof code === 'number' && UNUSABLE_CODES.has(code)) return true
  return typeof message === 'string' && UNUSABLE_MESSAGE.test(message)
}

/**
 * True when a batch response body says the endpoint refused the batch: a bare error object answering none of the
 * requests, or, for a batch of several, the node's refusal of every one of them. One entry's error, even a "limit
 * exceeded", answers only its own request (a logs query too large for this node): the other results stand, and
 * trying them again elsewhere or demoting the node would punish the whole batch for one request.
 */
export function answerSaysEndpointUnusable(body: unknown, ids: readonly unknown[]): boolean {
  if (!Array.isArray(body)) return isObject(body) && !ids.includes(body.id) && isEndpointUnusable(body.error)
  if (ids.length < 2) return false
  const entries = (body as unknown[]).filter(isObject)
  const refused = new Set(entries.filter((item) => isEndpointUnusable(item.error)).map((item) => item.id))
  return ids.every((id) => refused.has(id))
}
