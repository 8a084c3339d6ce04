// The one reading of a failed wallet request. Wallets and ethers nest the wallet's EIP-1193 error in many ways
// (ethers' `error`, MetaMask's `data.originalError`, a `cause`, the node's JSON answer as the text of `body`), so
// every check walks the whole chain.
import { defaultAbiCoder } from '@ethersproject/abi'

/**
 * The user refused the request in the wallet: EIP-1193's 4001, or WalletConnect's USER_REJECTED (5000), which phone
 * wallets answer through a WalletConnect session (the SDK's getSdkError('USER_REJECTED')).
 */
const USER_REJECTED_CODES: readonly unknown[] = [4001, 5000, 'ACTION_REJECTED']
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

/** Longer than any node's error answer: a hostile body is not parsed at all. */
const MAX_BODY_LENGTH = 64 * 1024

/** The error of a JSON-RPC answer that ethers keeps as text (`body` of a SERVER_ERROR); anything else is ignored. */
function parsedBody(body: unknown): unknown {
  if (typeof body !== 'string' || body.length > MAX_BODY_LENGTH || !body.trimStart().startsWith('{')) return undefined
  try {
    return (JSON.parse(body) as { error?: unknown }).error
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
    visit(parsedBody(read(value, 'body')), depth + 1)
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
 * rejected: 4001 or WalletConnect's 5000 anywhere in the nesting, or ethers' ACTION_REJECTED; replaced: ethers' TRANSACTION_REPLACED for a
 * transaction that was sped up rather than cancelled; internal: the wallet's code is -32603; unknown: anything else.
 */
export function classifyWalletError(error: unknown): WalletErrorKind {
  const chain = errorChain(error)
  const codes = chain.map(({ value }) => read(value, 'code'))
  if (codes.some((code) => USER_REJECTED_CODES.includes(code))) return 'rejected'
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
/** Solidity's revert encodings: Error(string) from require/revert, Panic(uint256) from a failed assert or overflow. */
const ERROR_SELECTOR = '0x08c379a0'
const PANIC_SELECTOR = '0x4e487b71'
const HEX_DATA = /^0x(?:[0-9a-f]{2})*$/i

/** The reason ABI-encoded in a revert's return data, if the data is one of Solidity's encodings. */
function decodedRevertData(data: unknown): string | undefined {
  if (typeof data !== 'string' || data.length > MAX_BODY_LENGTH || !HEX_DATA.test(data)) return undefined
  const selector = data.slice(0, 10).toLowerCase()
  try {
    if (selector === ERROR_SELECTOR) {
      const [reason] = defaultAbiCoder.decode(['string'], `0x${data.slice(10)}`) as unknown as [string]
      return reason.trim() || undefined
    }
    if (selector === PANIC_SELECTOR) {
      const [code] = defaultAbiCoder.decode(['uint256'], `0x${data.slice(10)}`) as unknown as [
        { toHexString(): string },
      ]
      return `Panic(${code.toHexString()})`
    }
  } catch {
    return undefined // not what its selector says: no reason rather than a wrong one
  }
  return undefined
}

/** A reason as the contract gave it: ethers' estimateGas puts the node's whole "execution reverted: X" there. */
function contractReason(reason: unknown): string | undefined {
  if (typeof reason !== 'string') return undefined
  const stripped = reason.replace(/^execution reverted:?\s*/i, '').trim()
  return stripped || undefined
}

/**
 * The revert reason of a failed call or send, wherever the wallet, the node or ethers put it: ethers' `reason`,
 * the node's ABI-encoded revert data under any `data`, or its message ("execution reverted: X").
 */
export function revertReason(error: unknown): string | undefined {
  const chain = errorChain(error)
  for (const { value } of chain) {
    const reason = contractReason(read(value, 'reason'))
    if (reason) return reason
  }
  for (const { value } of chain) {
    const decoded = decodedRevertData(read(value, 'data'))
    if (decoded) return decoded
  }
  for (const { value } of chain) {
    const message = read(value, 'message')
    const match = typeof message === 'string' ? REVERT_MESSAGE.exec(message) : null
    if (match) return match[1]
  }
  return undefined
}

/** What errorMessage says when the error carries no words of its own. */
export const UNKNOWN_ERROR = 'Unknown error'

const messageOf = (value: object) => {
  const message = read(value, 'message')
  return typeof message === 'string' && message.trim() ? message : undefined
}

/** The error's message (the outermost one in its nesting), or the error itself when it is text; never empty, never
 * "[object Object]", never throws, whatever it was given. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error.trim() ? error : UNKNOWN_ERROR
  for (const { value } of errorChain(error)) {
    const message = messageOf(value)
    if (message) return message
  }
  return typeof error === 'number' || typeof error === 'bigint' ? String(error) : UNKNOWN_ERROR
}

/**
 * The most specific words in the error: the innermost message of its nesting, which is the node's or the wallet's
 * own ("insufficient funds for gas * price + value") rather than a wrapper's ("Internal JSON-RPC error.", or
 * ethers' summary with the whole request in it).
 */
export function innermostMessage(error: unknown): string {
  if (typeof error === 'string') return errorMessage(error)
  const messages = errorChain(error)
    .map(({ value, depth }) => ({ message: messageOf(value), depth }))
    .filter((entry): entry is { message: string; depth: number } => entry.message !== undefined)
  if (messages.length === 0) return errorMessage(error)
  return messages.reduce((deepest, entry) => (entry.depth > deepest.depth ? entry : deepest)).message
}
