// A farm's writes: deposit(pid, amount, to), withdraw(pid, amount, to) and claimReward(pid) on the MasterBreeder.
import { useWeb3React } from '@web3-react/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { useMasterBreederContract } from '@/hooks/contracts/staking'
import { useTransactionAdder } from '@/state/transactions/hooks'
import { sendWithMargin } from '@/utils/sendWithMargin'

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
  const addTransaction = useTransactionAdder()
  const { t } = useTranslation()

  return useMemo(() => {
    if (!account || !breeder || pid === undefined) return undefined
    const record = (summary: string) => (response: Parameters<typeof addTransaction>[0]) =>
      addTransaction(response, { summary })
    return {
      deposit: (amount, shown) =>
        sendWithMargin(
          breeder,
          'deposit',
          [pid, amount.toString(), NO_REFERRER],
          record(t('staking.summary.deposit', { amount: shown, symbol: lpSymbol })),
        ),
      withdraw: (amount, shown) =>
        sendWithMargin(
          breeder,
          'withdraw',
          [pid, amount.toString(), NO_REFERRER],
          record(t('staking.summary.withdraw', { amount: shown, symbol: lpSymbol })),
        ),
      claim: () => sendWithMargin(breeder, 'claimReward', [pid], record(t('staking.summary.claim'))),
    }
  }, [account, breeder, pid, lpSymbol, addTransaction, t])
}
