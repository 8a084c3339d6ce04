// Whether a node refused a logs query for its size (a block range or result count over its limit) rather than for
// another reason: a smaller range may then be served. Nodes word this differently; these are the common forms.

/** -32005 limit exceeded (EIP-1474); a provider may also use -32602 or -32000 with one of the messages below. */
const LIMIT_CODE = -32005
/** HTTP statuses with which gateways refuse a request or answer too large (see fallback.ts). */
const TOO_LARGE_STATUSES = new Set([400, 413])

const RANGE_MESSAGE =
  /block range|range (is )?too (large|wide|big)|more than \d+ (results|blocks|logs)|too many (results|blocks|logs)|limit exceeded|exceeds? (the )?(max|limit|range)|response (size|is too)|query timeout/i

/** A -32005 that is a rate limit: asking again in smaller parts would only add requests. */
const RATE_MESSAGE = /rate|too many requests|request count|per second/i

function field(error: unknown, name: 'code' | 'message' | 'status'): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined
}

/** True when `error` (as the read client rejects with it) says the query asked for too much at once. */
export function isQueryTooLarge(error: unknown): boolean {
  const status = field(error, 'status')
  if (typeof status === 'number' && TOO_LARGE_STATUSES.has(status)) return true
  const raw = field(error, 'message')
  const message = typeof raw === 'string' ? raw : ''
  if (RATE_MESSAGE.test(message)) return false
  return field(error, 'code') === LIMIT_CODE || RANGE_MESSAGE.test(message)
}
