// A farm's writes: deposit(pid, amount, to), withdraw(pid, amount, to) and claimReward(pid) on the MasterBreeder.
import { useWeb3React } from '@web3-react/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { useMasterBreederContract } from '@/hooks/contracts/staking'
import { useSendTransaction } from '@/hooks/transactions/useSendTransaction'
import type { PopulatedCall } from '@/utils/transactions/send'

/** deposit and withdraw take a referrer, recorded in the event only: none. */
const NO_REFERRER = '0x0000000000000000000000000000000000000000'

export interface StakingCallbacks {
  deposit: (amount: bigint, summaryAmount: string) => Promise<string>
  withdraw: (amount: bigint, summaryAmount: string) => Promise<string>
  claim: () => Promise<string>
}

/** undefined without a connected wallet or a breeder on the chain. The third argument is a referrer: none. */
export function useFarmCallbacks(pid: number | undefined, lpSymbol: string): StakingCallbacks | undefined {
  const { account } = useWeb3React()
  const breeder = useMasterBreederContract()
  const send = useSendTransaction()
  const { t } = useTranslation()

  return useMemo(() => {
    if (!account || !breeder || pid === undefined) return undefined
    const { populateTransaction } = breeder
    const sendHash = async (call: PopulatedCall, summary: string) => (await send(call, { summary })).hash
    return {
      deposit: (amount, shown) =>
        sendHash(
          populateTransaction.deposit(pid, amount.toString(), NO_REFERRER),
          t('staking.summary.deposit', { amount: shown, symbol: lpSymbol }),
        ),
      withdraw: (amount, shown) =>
        sendHash(
          populateTransaction.withdraw(pid, amount.toString(), NO_REFERRER),
          t('staking.summary.withdraw', { amount: shown, symbol: lpSymbol }),
        ),
      claim: () => sendHash(populateTransaction.claimReward(pid), t('staking.summary.claim')),
    }
  }, [account, breeder, pid, lpSymbol, send, t])
}
