// The user's own node for a chain (issue 40, item 5): when a chain's public RPCs die, a user of a static build has no
// other way to reach the chain. A node is taken only over https (plain http only on this computer, where nothing
// between the browser and the node can read or change the answers) and only once it says it serves the chain.
import { isLoopbackHost } from '@/config/loopback'

import { type FetchLike, postBatch } from './http'
import { quantityOf } from './lag'

export type UserNodeUrlProblem = 'notUrl' | 'insecure'

/** The URL typed for a node, as stored and fetched; or what is wrong with it. Case and spaces around never decide. */
export function parseUserNodeUrl(text: string): { url: string } | { problem: UserNodeUrlProblem } {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return { problem: 'notUrl' }
  }
  // fetch refuses a URL with credentials in it: such a node could never be asked.
  if (url.username !== '' || url.password !== '') return { problem: 'notUrl' }
  if (url.protocol === 'https:') return { url: url.href }
  if (url.protocol !== 'http:') return { problem: 'notUrl' }
  return isLoopbackHost(url.hostname) ? { url: url.href } : { problem: 'insecure' }
}

/** Whether a stored value is a node URL as parseUserNodeUrl gives one (storage can hold anything). */
export function isUserNodeUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const parsed = parseUserNodeUrl(value)
  return 'url' in parsed && parsed.url === value
}

export type NodeCheck = { ok: true } | { ok: false; problem: 'noAnswer' | 'notJsonRpc' } | WrongChain
interface WrongChain {
  ok: false
  problem: 'wrongChain'
  chainId: number
}

/** A node must not hold the settings for the transport's 20 s: one that answers at all answers this in a second. */
export const NODE_CHECK_TIMEOUT_MS = 8_000

/** Asks the node which chain it serves: it is taken only if that is `chainId`. */
export async function checkUserNode(
  url: string,
  chainId: number,
  fetchFn: FetchLike = (input, init) => globalThis.fetch(input, init),
): Promise<NodeCheck> {
  let body: unknown
  try {
    body = await postBatch(
      fetchFn,
      url,
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      NODE_CHECK_TIMEOUT_MS,
    )
  } catch {
    return { ok: false, problem: 'noAnswer' }
  }
  const answered = quantityOf(
    typeof body === 'object' && body !== null ? (body as { result?: unknown }).result : undefined,
  )
  if (answered === undefined) return { ok: false, problem: 'notJsonRpc' }
  return answered === chainId ? { ok: true } : { ok: false, problem: 'wrongChain', chainId: answered }
}

/** A chain's URLs in the order to try them: the user's node first, then the built-in ones (each once). */
export function withUserNode(builtIn: readonly string[], userNode: string | undefined): readonly string[] {
  return userNode === undefined ? builtIn : [userNode, ...builtIn.filter((url) => url !== userNode)]
}
