// Whether what the page shows of the chain includes the latest transaction sent from here that was mined. Until it
// does, a balance or stake on screen may be the one the transaction changed: an amount taken from it (Max, a
// percentage) is not offered or sent (issue 25: a second removal asked to burn the balance before the first).
import { useReadsCaughtUpWith } from '@/state/multicall/hooks'
import { useLastMinedBlock } from '@/state/transactions/hooks'

export function useReadsCaughtUp(): boolean {
  return useReadsCaughtUpWith(useLastMinedBlock())
}
