// A replica whose state lags behind the chain's head, as one behind a load balancer does: while frozen, the page's
// multicall reads get the answers the chain gave before freezing (with that block's number), while block numbers,
// receipts and everything else still come from the head. Anvil keeps no past states (--prune-history), so the
// replica remembers each call's last answer instead of asking for an old block; a call first asked during the
// freeze is answered from the head (the state it reads was not what the test holds back).
import { type Page } from '@playwright/test'
import { Interface } from 'ethers/lib/utils.js'

import { MULTICALL_ABI } from '../../../src/state/multicall/abi'
import { BUILD_RPC_URL, expect, type LocalChain } from './fixtures'

interface JsonRpcCall {
  jsonrpc: '2.0'
  id: number
  method: string
  params: [{ to?: string; data?: string }, ...unknown[]]
}
type JsonRpcAnswer = { jsonrpc: '2.0'; id: number; result?: string; error?: unknown }
interface InnerCall {
  target: string
  callData: string
}
interface InnerResult {
  success: boolean
  gasUsed: unknown
  returnData: string
}

export interface LaggingReads {
  freeze(): void
  release(): void
  /** How many multicall reads the replica has answered from before the freeze. */
  readonly staleAnswers: number
}

const multicall = new Interface(MULTICALL_ABI)
const MULTICALL_SELECTOR = multicall.getSighash('multicall')
const innerKey = (call: InnerCall) => `${call.target.toLowerCase()}:${call.callData}`

export async function lagReads(page: Page, chain: LocalChain): Promise<LaggingReads> {
  const multicallAddress = chain.deployment.multicall.toLowerCase()
  const lastResults = new Map<string, InnerResult>()
  let lastBlock = 0
  let isFrozen = false
  let staleAnswers = 0

  const isMulticall = (call: JsonRpcCall) =>
    call.method === 'eth_call' &&
    call.params[0].to?.toLowerCase() === multicallAddress &&
    Boolean(call.params[0].data?.startsWith(MULTICALL_SELECTOR))
  const innerCalls = (call: JsonRpcCall) =>
    multicall.decodeFunctionData('multicall', call.params[0].data!)[0] as InnerCall[]

  /** Remembers what each inner call answered at the head. */
  function remember(call: JsonRpcCall, answer: JsonRpcAnswer): void {
    if (!isMulticall(call) || typeof answer.result !== 'string') return
    const [blockNumber, results] = multicall.decodeFunctionResult('multicall', answer.result) as unknown as [
      { toNumber(): number },
      InnerResult[],
    ]
    innerCalls(call).forEach((inner, i) => lastResults.set(innerKey(inner), results[i]))
    lastBlock = Math.max(lastBlock, blockNumber.toNumber())
  }

  async function headResult(inner: InnerCall): Promise<InnerResult> {
    try {
      const returnData = await chain.provider.call({ to: inner.target, data: inner.callData })
      return { success: true, gasUsed: 0, returnData }
    } catch {
      return { success: false, gasUsed: 0, returnData: '0x' }
    }
  }

  /** The answer the replica gives: every inner call as it last answered, at the block of the freeze. */
  async function staleAnswer(call: JsonRpcCall): Promise<JsonRpcAnswer> {
    staleAnswers++
    const results = await Promise.all(
      innerCalls(call).map((inner) => lastResults.get(innerKey(inner)) ?? headResult(inner)),
    )
    return { jsonrpc: '2.0', id: call.id, result: multicall.encodeFunctionResult('multicall', [lastBlock, results]) }
  }

  await page.route(BUILD_RPC_URL, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    const body = route.request().postDataJSON() as JsonRpcCall | JsonRpcCall[]
    const calls = Array.isArray(body) ? body : [body]
    const frozen = isFrozen
    const fresh = calls.filter((call) => !(frozen && isMulticall(call)))
    const answered = fresh.length
      ? ((await (await route.fetch({ url: chain.url, postData: JSON.stringify(fresh) })).json()) as JsonRpcAnswer[])
      : []
    const answers = await Promise.all(
      calls.map((call): JsonRpcAnswer | Promise<JsonRpcAnswer> => {
        if (frozen && isMulticall(call)) return staleAnswer(call)
        const answer = answered.find((candidate) => candidate.id === call.id)!
        remember(call, answer)
        return answer
      }),
    )
    return route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(Array.isArray(body) ? answers : answers[0]),
    })
  })
  return {
    freeze: () => void (isFrozen = true),
    release: () => void (isFrozen = false),
    get staleAnswers() {
      return staleAnswers
    },
  }
}

/**
 * Waits until the replica has answered `count` more of the page's reads from before the freeze. The page reads once
 * a poll of the chain's head (a second apart); with the page's clock installed (page.clock.install() before it
 * loads) the clock is moved on a poll at a time, each move only once the poll before it has been answered.
 */
export async function staleReadsAnswered(page: Page, lagging: LaggingReads, count: number): Promise<void> {
  const target = lagging.staleAnswers + count
  while (lagging.staleAnswers < target) {
    const answered = lagging.staleAnswers
    await page.clock.runFor(1_000)
    await expect.poll(() => lagging.staleAnswers, { intervals: [50] }).toBeGreaterThan(answered)
  }
}
