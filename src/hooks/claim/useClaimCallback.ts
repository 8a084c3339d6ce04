// Claiming an allocation: claim() sent through the one transaction path, recorded with the claim's recipient.
import { useWeb3React } from '@web3-react/core'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { useMerkleDistributorContract } from '@/hooks/contracts/governance'
import { useSendTransaction } from '@/hooks/transactions/useSendTransaction'
import { isAddress } from '@/utils/tokens/address'

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
  const sendTransaction = useSendTransaction()
  const { t } = useTranslation()
  const recipient = isAddress(account)

  const send = useCallback(async (): Promise<string> => {
    if (!distributor || !claim || !recipient) throw new Error('Nothing to claim')
    const call = distributor.populateTransaction.claim(claim.index, recipient, claim.amount, claim.proof)
    const response = await sendTransaction(call, {
      summary: t('claim.summary', { amount: formatClaimAmount(claim.amount) }),
      claim: { recipient },
    })
    return response.hash
  }, [distributor, claim, recipient, sendTransaction, t])

  return sender && distributor && claim && recipient ? send : undefined
}
