// Delegating votes on the governance token: estimate delegate's gas, pad it 10%, send and record the transaction.
import { useWeb3React } from '@web3-react/core'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { useGovernanceTokenContract } from '@/hooks/contracts/governance'
import { useTransactionAdder } from '@/state/transactions/hooks'
import { isAddress } from '@/utils/address'
import { calculateGasMargin } from '@/utils/gas'

/** The spec's error catalogue text (logged by the modal). */
export const NO_GOVERNANCE_TOKEN = 'No governance token contract!'

/** delegate(delegatee) resolves to the transaction hash; undefined without a connected wallet. */
export function useDelegateCallback(): ((delegatee: string) => Promise<string>) | undefined {
  const { account } = useWeb3React()
  const token = useGovernanceTokenContract()
  const addTransaction = useTransactionAdder()
  const { t } = useTranslation()

  const delegate = useCallback(
    async (delegatee: string): Promise<string> => {
      if (!token) throw new Error(NO_GOVERNANCE_TOKEN)
      const address = isAddress(delegatee)
      if (!address) throw new Error(`Not an address: ${delegatee}`)
      const estimate = await token.estimateGas.delegate(address)
      const response = await token.delegate(address, { gasLimit: calculateGasMargin(estimate) })
      addTransaction(response, { summary: t('vote.summary.delegated') })
      return response.hash as string
    },
    [token, addTransaction, t],
  )

  return account ? delegate : undefined
}
