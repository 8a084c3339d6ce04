// Whether a recipient the user typed is one the account has used before, a first-time one, or a lookalike of one
// used before (address poisoning, utils/addresses/lookalike.ts), from the account's chain history (what it sent and
// to whom) and this browser's records (a swap's or a delegation's recipient, a claim's address). A lookalike holds the
// action until the user acknowledges it, for that address only.
import { useCallback, useMemo, useState } from 'react'

import { useWeb3React } from '@/connection/web3Context'
import { useChainActivity } from '@/hooks/activity/useChainActivity'
import { useAccountTransactions } from '@/state/transactions/hooks'
import { checkRecipient, type RecipientCheck } from '@/utils/addresses/lookalike'
import { recordRecipients } from '@/utils/addresses/recordRecipients'

export interface RecipientCheckState {
  /** The recipient checked (a resolved address), or undefined while there is none. */
  address: string | undefined
  check: RecipientCheck | undefined
  /** The chain history is still being read: a first-time recipient may yet turn out known, or a lookalike. */
  isReading: boolean
  acknowledged: boolean
  acknowledge: (acknowledged: boolean) => void
  /** A lookalike not acknowledged: the action waits. */
  isHeld: boolean
}

/** The check of `address` (resolved, or undefined while the input is not one) for the connected account. */
export function useRecipientCheck(address: string | undefined): RecipientCheckState {
  const { account } = useWeb3React()
  const records = useAccountTransactions(account)
  // The history is read only while there is an address to check: a page without a recipient reads nothing more.
  const history = useChainActivity(account ?? '', Boolean(account && address))
  const usedBefore = useMemo(() => {
    const addresses = new Set<string>()
    if (account) addresses.add(account.toLowerCase())
    for (const record of records) for (const recipient of recordRecipients(record)) addresses.add(recipient)
    for (const activity of history.activities) for (const recipient of activity.sentTo) addresses.add(recipient)
    return addresses
  }, [account, records, history.activities])
  const check = useMemo(
    () => (account && address ? checkRecipient(address, usedBefore) : undefined),
    [account, address, usedBefore],
  )

  const [acknowledgedAddress, setAcknowledgedAddress] = useState<string>()
  const acknowledged = Boolean(address) && acknowledgedAddress?.toLowerCase() === address?.toLowerCase()
  const acknowledge = useCallback((value: boolean) => setAcknowledgedAddress(value ? address : undefined), [address])
  const isReading = history.status === 'loading'
  // One object while nothing changes: the sections showing it are memoised against the page's every keystroke.
  return useMemo(
    () => ({
      address,
      check,
      isReading,
      acknowledged,
      acknowledge,
      isHeld: check?.kind === 'lookalike' && !acknowledged,
    }),
    [address, check, isReading, acknowledged, acknowledge],
  )
}
