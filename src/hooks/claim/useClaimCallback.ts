// Claiming an allocation: estimate claim()'s gas, pad it 10%, send through the wallet and record the transaction.
import { useWeb3React } from '@web3-react/core'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { useMerkleDistributorContract } from '@/hooks/contracts/governance'
import { useTransactionAdder } from '@/state/transactions/hooks'
import { isAddress } from '@/utils/address'
import { calculateGasMargin } from '@/utils/gas'

import { formatClaimAmount } from './formatClaimAmount'
import { useUserClaimData } from './useUserClaimData'

/**
 * claim() for `account` (anyone may pay the gas for another address's claim; the tokens go to the account).
 * Resolves to the transaction hash; undefined without a wallet, a distributor or a claim.
 */
export function useClaimCallback(account: string | null | undefined): (() => Promise<string>) | undefined {
  const { account: sender } = useWeb3React()
  const claim = useUserClaimData(account)
  const distributor = useMerkleDistributorContract()
  const addTransaction = useTransactionAdder()
  const { t } = useTranslation()
  const recipient = isAddress(account)

  const send = useCallback(async (): Promise<string> => {
    if (!distributor || !claim || !recipient) throw new Error('Nothing to claim')
    const args = [claim.index, recipient, claim.amount, claim.proof] as const
    const estimate = await distributor.estimateGas.claim(...args)
    const response = await distributor.claim(...args, { gasLimit: calculateGasMargin(estimate) })
    addTransaction(response, {
      summary: t('claim.summary', { amount: formatClaimAmount(claim.amount) }),
      claim: { recipient },
    })
    return response.hash as string
  }, [distributor, claim, recipient, addTransaction, t])

  return sender && distributor && claim && recipient ? send : undefined
}
