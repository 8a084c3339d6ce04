// A single-token pool's writes: deposit(amount), withdraw(amount), emergencyWithdraw(), and claim as a deposit of 0.
import { useWeb3React } from '@web3-react/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { useSingleStakingPoolContract } from '@/hooks/contracts/staking'
import { useTransactionAdder } from '@/state/transactions/hooks'
import { sendWithMargin } from '@/utils/sendWithMargin'

import type { StakingCallbacks } from './useFarmCallbacks'

export interface SinglePoolCallbacks extends StakingCallbacks {
  emergencyWithdraw: () => Promise<string>
}

export function useSinglePoolCallbacks(address: string | undefined, symbol: string): SinglePoolCallbacks | undefined {
  const { account } = useWeb3React()
  const pool = useSingleStakingPoolContract(address)
  const addTransaction = useTransactionAdder()
  const { t } = useTranslation()

  return useMemo(() => {
    if (!account || !pool) return undefined
    const record = (summary: string) => (response: Parameters<typeof addTransaction>[0]) =>
      addTransaction(response, { summary })
    return {
      deposit: (amount, shown) =>
        sendWithMargin(
          pool,
          'deposit',
          [amount.toString()],
          record(t('staking.summary.deposit', { amount: shown, symbol })),
        ),
      withdraw: (amount, shown) =>
        sendWithMargin(
          pool,
          'withdraw',
          [amount.toString()],
          record(t('staking.summary.withdraw', { amount: shown, symbol })),
        ),
      emergencyWithdraw: () =>
        sendWithMargin(pool, 'emergencyWithdraw', [], record(t('staking.summary.emergencyWithdraw', { symbol }))),
      claim: () => sendWithMargin(pool, 'deposit', ['0'], record(t('staking.summary.claim'))),
    }
  }, [account, pool, symbol, addTransaction, t])
}
