// The tokens the account's chain history has touched (see touchedTokens), for the portfolio's tokens beyond the
// lists. It reads the activity page's own log queries from block 0, so the two pages share one kept history; a
// refresh reads only the new blocks and rides the block poll's batch (useHistoryRead).
import { useCallback } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { type HistoryRead, type HistoryReadContext, useHistoryRead } from '@/hooks/history/useHistoryRead'
import { accountLogQueries } from '@/utils/chainActivity/events'
import { readLogHistories } from '@/utils/logs/logHistory'
import { touchedTokens } from '@/utils/portfolio/touchedTokens'

/** The contracts (lowercase) that logged a transfer of the account's; nothing is read without an account. */
export function useTouchedTokens(account: string | undefined): HistoryRead<string[]> | undefined {
  const chainId = useActiveChainId()
  const read = useCallback(
    async (context: HistoryReadContext): Promise<string[]> => {
      const logs = await readLogHistories({ ...context, chainId, fromBlock: 0 }, accountLogQueries(account!))
      return touchedTokens(logs.flat(), account!)
    },
    [chainId, account],
  )
  const history = useHistoryRead(account ? `touched:${chainId}:${account.toLowerCase()}` : undefined, read)
  return account ? history : undefined
}
