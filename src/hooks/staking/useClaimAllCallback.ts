// "Claim all": claimRewards(pids) on the MasterBreeder, one transaction for every farm with a pending reward.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { useWeb3React } from '@/connection/web3Context'
import { useMasterBreederContract } from '@/hooks/contracts/staking'
import { useSendTransaction } from '@/hooks/transactions/useSendTransaction'
import type { PopulatedCall } from '@/utils/transactions/send'

export interface ClaimAllWrite {
  /** Resolves to the transaction hash. */
  claimAll: (pids: number[], shownTotal: string) => Promise<string>
  /** The call `claimAll` sends, for the dialog's network fee. */
  claimAllCall: (pids: number[]) => PopulatedCall
}

/** undefined without a connected wallet or a breeder. */
export function useClaimAllCallback(): ClaimAllWrite | undefined {
  const { account } = useWeb3React()
  const breeder = useMasterBreederContract()
  const send = useSendTransaction()
  const { t } = useTranslation()

  return useMemo(() => {
    if (!account || !breeder) return undefined
    const claimAllCall = (pids: number[]) => breeder.populateTransaction.claimRewards(pids)
    const claimAll = async (pids: number[], shownTotal: string) => {
      const summary = t('staking.summary.claimAll', { count: pids.length, amount: shownTotal })
      return (await send(claimAllCall(pids), { summary })).hash
    }
    return { claimAll, claimAllCall }
  }, [account, breeder, send, t])
}
