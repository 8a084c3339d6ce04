// Whether a value read at `readBlock` includes the latest transaction sent from here that was mined. Until it does,
// the balance or stake may be the one the transaction changed: an amount taken from it (Max, a percentage) is not
// offered or sent (issue 25: a second removal asked to burn the balance before the first). Asked of the reads the
// amount is made of, not of every read on the page: a read another part of the page starts (a USD figure in a dialog)
// is not the amount's, and waiting for it made a dialog hide what started it, and show it again, in a loop.
import { readIncludes } from '@/state/multicall/readBlock'
import { useLastMinedBlock } from '@/state/transactions/hooks'

export function useReadIncludesLastMined(readBlock: number | undefined): boolean {
  return readIncludes(readBlock, useLastMinedBlock())
}
