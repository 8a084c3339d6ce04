// A single-token pool's writes: deposit(amount), withdraw(amount), emergencyWithdraw(), and claim as a deposit of 0.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { useWeb3React } from '@/connection/web3Context'
import { useSingleStakingPoolContract } from '@/hooks/contracts/staking'
import { useSendTransaction } from '@/hooks/transactions/useSendTransaction'
import type { PopulatedCall } from '@/utils/transactions/send'

import type { StakingCallbacks } from './useFarmCallbacks'

export interface SinglePoolCallbacks extends StakingCallbacks {
  emergencyWithdraw: () => Promise<string>
}

export function useSinglePoolCallbacks(address: string | undefined, symbol: string): SinglePoolCallbacks | undefined {
  const { account } = useWeb3React()
  const pool = useSingleStakingPoolContract(address)
  const send = useSendTransaction()
  const { t } = useTranslation()

  return useMemo(() => {
    if (!account || !pool) return undefined
    const { populateTransaction } = pool
    const calls = {
      deposit: (amount: bigint) => populateTransaction.deposit(amount.toString()),
      withdraw: (amount: bigint) => populateTransaction.withdraw(amount.toString()),
      emergencyWithdraw: () => populateTransaction.emergencyWithdraw(),
      claim: () => populateTransaction.deposit('0'),
    }
    const sendHash = async (call: PopulatedCall, summary: string) => (await send(call, { summary })).hash
    return {
      deposit: (amount, shown) =>
        sendHash(calls.deposit(amount), t('staking.summary.deposit', { amount: shown, symbol })),
      withdraw: (amount, shown) =>
        sendHash(calls.withdraw(amount), t('staking.summary.withdraw', { amount: shown, symbol })),
      emergencyWithdraw: () => sendHash(calls.emergencyWithdraw(), t('staking.summary.emergencyWithdraw', { symbol })),
      claim: () => sendHash(calls.claim(), t('staking.summary.claim')),
      calls,
    }
  }, [account, pool, symbol, send, t])
}
