// The tokens the account's chain history has touched (see touchedTokens), for the portfolio's tokens beyond the
// lists. It reads the activity page's own log queries from block 0, so the two pages share one kept history; a
// refresh reads only the new blocks and rides the block poll's batch (useHistoryRead).
import { useCallback } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { type HistoryRead, type HistoryReadContext, useHistoryRead } from '@/hooks/history/useHistoryRead'
import { accountLogQueries } from '@/utils/chainActivity/events'
import { readLogHistory } from '@/utils/logs/logHistory'
import { sumProgress } from '@/utils/logs/readProgress'
import { touchedTokens } from '@/utils/portfolio/touchedTokens'

/** The contracts (lowercase) that logged a transfer of the account's; nothing is read without an account. */
export function useTouchedTokens(account: string | undefined): HistoryRead<string[]> | undefined {
  const chainId = useActiveChainId()
  const read = useCallback(
    async ({ onProgress, ...context }: HistoryReadContext): Promise<string[]> => {
      const queries = accountLogQueries(account!)
      const progress = sumProgress(queries.length, onProgress)
      const logs = await Promise.all(
        queries.map((query, index) =>
          readLogHistory({ ...context, chainId, query, fromBlock: 0, onProgress: progress(index) }),
        ),
      )
      return touchedTokens(logs.flat(), account!)
    },
    [chainId, account],
  )
  const history = useHistoryRead(account ? `touched:${chainId}:${account.toLowerCase()}` : undefined, read)
  return account ? history : undefined
}
