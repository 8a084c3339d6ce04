// What a token does to its traders, learnt once per token and chain by the token check (issue 41,
// src/utils/tokens/probeToken): a simulated buy of a little of it with the native coin and the sale of what arrived,
// straight or through a routing base.
// The check rides in the next block poll's batch (no request of its own) and its verdict is kept for the visit: a
// token's code does not change under a page.
import { useEffect, useState } from 'react'

import { getDeployment } from '@/config/deployments'
import { BASES_TO_CHECK_TRADES_AGAINST } from '@/config/tokens'
import { getReadProvider } from '@/connection/readProvider'
import { useActiveChainId } from '@/connection/useActiveChainId'
import type { Token } from '@/sdk'
import type { ProbeCallParams } from '@/utils/tokens/probeToken'
import { type TokenRiskVerdict, UNKNOWN_RISK } from '@/utils/tokens/tokenRisk'

/** The native coin the probe spends on its buy: little enough for any pool, enough that rounding means nothing. */
const PROBE_AMOUNT_IN = 10n ** 16n

const verdicts = new Map<string, Promise<TokenRiskVerdict>>()

function checkToken(chainId: number, token: string): Promise<TokenRiskVerdict> {
  const key = `${chainId}:${token.toLowerCase()}`
  let verdict = verdicts.get(key)
  if (!verdict) {
    const deployment = getDeployment(chainId)
    // The probe's code and ABI load with the first check: most visits never trade a token on no list.
    // Every route at once (one batch), the direct one first: a token may have its pool with a base only.
    const bases = (BASES_TO_CHECK_TRADES_AGAINST[chainId] ?? []).map((base) => base.address)
    verdict = deployment
      ? import('@/utils/tokens/probeToken').then(({ probeToken, probePaths, firstKnown }) =>
          Promise.all(
            probePaths(deployment.weth, token, bases).map((buyPath) =>
              probeToken(
                (params: ProbeCallParams) =>
                  getReadProvider(chainId).sendWithBlockPoll('eth_call', params) as Promise<string>,
                { router: deployment.router, buyPath, amountIn: PROBE_AMOUNT_IN },
              ),
            ),
          ).then(firstKnown),
        )
      : Promise.resolve(UNKNOWN_RISK)
    // A chunk that does not load (the site updated under the tab) is a check not made.
    verdict = verdict.catch(() => UNKNOWN_RISK)
    // What could not be learnt (the node away a moment) is asked again by the next page that wants it.
    void verdict.then(({ risk }) => {
      if (risk === 'unknown') verdicts.delete(key)
    })
    verdicts.set(key, verdict)
  }
  return verdict
}

/** The token's verdict; undefined while it is being checked (or for no token). */
export function useTokenRisk(token: Token | undefined): TokenRiskVerdict | undefined {
  const chainId = useActiveChainId()
  const address = token && token.chainId === chainId ? token.address : undefined
  const [verdict, setVerdict] = useState<{ address: string; verdict: TokenRiskVerdict }>()
  useEffect(() => {
    if (!address) return
    let current = true
    void checkToken(chainId, address).then((result) => {
      if (current) setVerdict({ address, verdict: result })
    })
    return () => {
      current = false
    }
  }, [chainId, address])
  return verdict && verdict.address === address ? verdict.verdict : undefined
}
