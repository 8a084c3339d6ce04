// "Claim all": claimRewards(pids) on the MasterBreeder, one transaction for every farm with a pending reward.
import { useWeb3React } from '@web3-react/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { useMasterBreederContract } from '@/hooks/contracts/staking'
import { useSendTransaction } from '@/hooks/transactions/useSendTransaction'

/** undefined without a connected wallet or a breeder; the callback resolves to the transaction hash. */
export function useClaimAllCallback(): ((pids: number[], shownTotal: string) => Promise<string>) | undefined {
  const { account } = useWeb3React()
  const breeder = useMasterBreederContract()
  const send = useSendTransaction()
  const { t } = useTranslation()

  return useMemo(() => {
    if (!account || !breeder) return undefined
    return async (pids, shownTotal) => {
      const summary = t('staking.summary.claimAll', { count: pids.length, amount: shownTotal })
      return (await send(breeder.populateTransaction.claimRewards(pids), { summary })).hash
    }
  }, [account, breeder, send, t])
}
