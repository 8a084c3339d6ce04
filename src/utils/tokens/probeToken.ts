// The token check's call (issue 41): TokenProbe's code run at a made-up address inside one eth_call, which a state
// override gives that code and the native coin to spend; nothing is sent, nothing signed. A node that refuses state
// overrides, or a token the probe cannot buy, gives an unknown verdict, never an error.
import { Interface } from '@ethersproject/abi'

import PROBE_CODE from '@/abis/code/TokenProbe.json'
import TOKEN_PROBE_ABI from '@/abis/TokenProbe.json'

import { classifyProbe, type ProbeOutcome, type TokenRiskVerdict, UNKNOWN_RISK } from './tokenRisk'

/** No key can hold this address: it only ever runs in a simulation. */
export const PROBE_ADDRESS = '0x70ce000000000000000000000000000000000001'

const PROBE_INTERFACE = new Interface(TOKEN_PROBE_ABI)

export interface ProbeRequest {
  router: string
  /** From the wrapped native coin to the token. */
  buyPath: readonly string[]
  /** Native coin spent on the buy, in wei. */
  amountIn: bigint
}

/** An eth_call's parameters: the call, the block, the state override. */
export type ProbeCallParams = [
  { to: string; data: string },
  'latest',
  Record<string, { code: string; balance: string }>,
]

export function probeCallParams({ router, buyPath, amountIn }: ProbeRequest): ProbeCallParams {
  return [
    { to: PROBE_ADDRESS, data: PROBE_INTERFACE.encodeFunctionData('probe', [router, buyPath, amountIn]) },
    'latest',
    { [PROBE_ADDRESS]: { code: PROBE_CODE.deployedBytecode, balance: `0x${amountIn.toString(16)}` } },
  ]
}

export function decodeProbeResult(data: string): ProbeOutcome {
  const [outcome] = PROBE_INTERFACE.decodeFunctionResult('probe', data)
  const big = (value: { toString(): string }) => BigInt(value.toString())
  return {
    bought: Boolean(outcome.bought),
    buyQuoted: big(outcome.buyQuoted),
    buyReceived: big(outcome.buyReceived),
    sold: Boolean(outcome.sold),
    sellQuoted: big(outcome.sellQuoted),
    sellReceived: big(outcome.sellReceived),
  }
}

/**
 * The routes a probe may buy `token` by: straight from the wrapped native coin, or through each routing base (a token
 * whose only pool is with the stable coin is bought through it), as the swap form routes a trade.
 */
export function probePaths(wrappedNative: string, token: string, bases: readonly string[]): string[][] {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  const through = bases.filter((base) => !same(base, wrappedNative) && !same(base, token))
  return [[wrappedNative, token], ...through.map((base) => [wrappedNative, base, token])]
}

/** The first route's verdict that learnt something (the others have no pool to buy from), else unknown. */
export function firstKnown(verdicts: readonly TokenRiskVerdict[]): TokenRiskVerdict {
  return verdicts.find(({ risk }) => risk !== 'unknown') ?? UNKNOWN_RISK
}

/** `call` sends eth_call with the given parameters and returns its result (or throws the node's error). */
export async function probeToken(
  call: (params: ProbeCallParams) => Promise<string>,
  request: ProbeRequest,
): Promise<TokenRiskVerdict> {
  try {
    return classifyProbe(decodeProbeResult(await call(probeCallParams(request))))
  } catch {
    // No state overrides on this node, no pool to buy from (the quote reverts), the node away, an answer that is no
    // outcome: nothing learnt.
    return UNKNOWN_RISK
  }
}
