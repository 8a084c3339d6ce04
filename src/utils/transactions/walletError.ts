// The one reading of a failed wallet request. Wallets and ethers nest the wallet's EIP-1193 error in many ways
// (ethers' `error`, MetaMask's `data.originalError`, a `cause`), so every check walks the whole chain.

/** EIP-1193: the user refused the request in the wallet. */
const USER_REJECTED_REQUEST = 4001
/** JSON-RPC internal error: the wallet could not submit the transaction (the spec's error view). */
const WALLET_INTERNAL_ERROR = -32603

export type WalletErrorKind = 'rejected' | 'internal' | 'replaced' | 'unknown'

/** Deep and wide enough for any real wrapping; bounds so that a hostile object cannot make a walk run long. */
const MAX_DEPTH = 6
const MAX_NODES = 64
const NESTED_KEYS = ['error', 'data', 'originalError', 'cause'] as const

/** A property that may not be readable (a throwing getter or proxy) reads as undefined. */
function read(value: object, key: string): unknown {
  try {
    return (value as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}

/** Every object in the error's nesting, outermost first, each with its depth; cycles are visited once. */
function errorChain(error: unknown): { value: object; depth: number }[] {
  const chain: { value: object; depth: number }[] = []
  const seen = new Set<object>()
  const visit = (value: unknown, depth: number) => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return
    if (depth > MAX_DEPTH || chain.length >= MAX_NODES) return
    seen.add(value)
    chain.push({ value, depth })
    for (const key of NESTED_KEYS) visit(read(value, key), depth + 1)
  }
  visit(error, 0)
  return chain
}

/**
 * The wallet's numeric code. MetaMask mobile puts the real error under `data.originalError`, which wins; ethers'
 * wrappers carry a string code and the wallet's error under `error`. A numeric code with only `data` beside it is
 * the wallet's own (MetaMask's -32603 carries the node's -32000 there).
 */
export function walletErrorCode(error: unknown, seen = new Set<object>()): number | undefined {
  if (typeof error !== 'object' || error === null || seen.has(error) || seen.size > MAX_DEPTH) return undefined
  seen.add(error)
  const data = read(error, 'data')
  const original = typeof data === 'object' && data !== null ? read(data, 'originalError') : undefined
  const originalCode = walletErrorCode(original, seen)
  if (originalCode !== undefined) return originalCode
  const code = read(error, 'code')
  if (typeof code === 'number') return code
  return walletErrorCode(read(error, 'error'), seen) ?? walletErrorCode(read(error, 'cause'), seen)
}

/**
 * rejected: 4001 anywhere in the nesting, or ethers' ACTION_REJECTED; replaced: ethers' TRANSACTION_REPLACED for a
 * transaction that was sped up rather than cancelled; internal: the wallet's code is -32603; unknown: anything else.
 */
export function classifyWalletError(error: unknown): WalletErrorKind {
  const chain = errorChain(error)
  const codes = chain.map(({ value }) => read(value, 'code'))
  if (codes.some((code) => code === USER_REJECTED_REQUEST || code === 'ACTION_REJECTED')) return 'rejected'
  const isReplaced = chain.some(
    ({ value }) => read(value, 'code') === 'TRANSACTION_REPLACED' && read(value, 'cancelled') !== true,
  )
  if (isReplaced) return 'replaced'
  if (walletErrorCode(error) === WALLET_INTERNAL_ERROR) return 'internal'
  return 'unknown'
}

export function isUserRejection(error: unknown): boolean {
  return classifyWalletError(error) === 'rejected'
}

const REVERT_MESSAGE = /execution reverted: ([^"\n]+?)(?:"|\n|$)/

/**
 * The revert reason of a failed call. ethers v5 puts it on `reason`; some wallets only pass the node's message
 * ("execution reverted: X") through, nested under `error` or `data`.
 */
export function revertReason(error: unknown): string | undefined {
  const chain = errorChain(error)
  for (const { value } of chain) {
    const reason = read(value, 'reason')
    if (typeof reason === 'string' && reason) return reason
  }
  for (const { value } of chain) {
    const message = read(value, 'message')
    const match = typeof message === 'string' ? REVERT_MESSAGE.exec(message) : null
    if (match) return match[1]
  }
  return undefined
}

/** The error's message, or the error itself as text; never throws, whatever it was given. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const message = read(error, 'message')
    if (typeof message === 'string') return message
  }
  try {
    return String(error)
  } catch {
    return 'Unknown error'
  }
}
