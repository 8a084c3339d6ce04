// A single-token pool's writes: deposit(amount), withdraw(amount), emergencyWithdraw(), and claim as a deposit of 0.
import { useWeb3React } from '@web3-react/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

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
    const sendHash = async (call: PopulatedCall, summary: string) => (await send(call, { summary })).hash
    return {
      deposit: (amount, shown) =>
        sendHash(
          populateTransaction.deposit(amount.toString()),
          t('staking.summary.deposit', { amount: shown, symbol }),
        ),
      withdraw: (amount, shown) =>
        sendHash(
          populateTransaction.withdraw(amount.toString()),
          t('staking.summary.withdraw', { amount: shown, symbol }),
        ),
      emergencyWithdraw: () =>
        sendHash(populateTransaction.emergencyWithdraw(), t('staking.summary.emergencyWithdraw', { symbol })),
      claim: () => sendHash(populateTransaction.deposit('0'), t('staking.summary.claim')),
    }
  }, [account, pool, symbol, send, t])
}
