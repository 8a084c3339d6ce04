// A farm's writes: deposit(pid, amount, to), withdraw(pid, amount, to) and claimReward(pid) on the MasterBreeder.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { useWeb3React } from '@/connection/web3Context'
import { useMasterBreederContract } from '@/hooks/contracts/staking'
import { useSendTransaction } from '@/hooks/transactions/useSendTransaction'
import type { PopulatedCall } from '@/utils/transactions/send'

/** deposit and withdraw take a referrer, recorded in the event only: none. */
const NO_REFERRER = '0x0000000000000000000000000000000000000000'

/** The calls the writes send, for the dialogs' network fee. */
export interface StakingCalls {
  deposit: (amount: bigint) => PopulatedCall
  withdraw: (amount: bigint) => PopulatedCall
  claim: () => PopulatedCall
  /** Single pools only. */
  emergencyWithdraw?: () => PopulatedCall
}

export interface StakingCallbacks {
  deposit: (amount: bigint, summaryAmount: string) => Promise<string>
  withdraw: (amount: bigint, summaryAmount: string) => Promise<string>
  claim: () => Promise<string>
  calls: StakingCalls
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
    const calls: StakingCalls = {
      deposit: (amount) => populateTransaction.deposit(pid, amount.toString(), NO_REFERRER),
      withdraw: (amount) => populateTransaction.withdraw(pid, amount.toString(), NO_REFERRER),
      claim: () => populateTransaction.claimReward(pid),
    }
    const sendHash = async (call: PopulatedCall, summary: string) => (await send(call, { summary })).hash
    return {
      deposit: (amount, shown) =>
        sendHash(calls.deposit(amount), t('staking.summary.deposit', { amount: shown, symbol: lpSymbol })),
      withdraw: (amount, shown) =>
        sendHash(calls.withdraw(amount), t('staking.summary.withdraw', { amount: shown, symbol: lpSymbol })),
      claim: () => sendHash(calls.claim(), t('staking.summary.claim')),
      calls,
    }
  }, [account, breeder, pid, lpSymbol, send, t])
}
