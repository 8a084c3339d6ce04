// Claiming an allocation: claim() sent through the one transaction path, recorded with the claim's recipient.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { useWeb3React } from '@/connection/web3Context'
import { useMerkleDistributorContract } from '@/hooks/contracts/governance'
import { useSendTransaction } from '@/hooks/transactions/useSendTransaction'
import { isAddress } from '@/utils/tokens/address'
import type { BuildCalls } from '@/utils/transactions/send'

import { formatClaimAmount } from './formatClaimAmount'
import { useUserClaimData } from './useUserClaimData'

export interface ClaimWrite {
  /** Resolves to the transaction hash. */
  claim: () => Promise<string>
  /** The call `claim` sends, for the dialog's network fee. */
  buildCalls: BuildCalls
}

/**
 * claim() for `account` (anyone may pay the gas for another address's claim; the tokens go to the account).
 * undefined without a wallet, a distributor or a claim.
 */
export function useClaimCallback(account: string | null | undefined): ClaimWrite | undefined {
  const { account: sender } = useWeb3React()
  const claimData = useUserClaimData(account)
  const distributor = useMerkleDistributorContract()
  const sendTransaction = useSendTransaction()
  const { t } = useTranslation()
  const recipient = isAddress(account)

  return useMemo(() => {
    if (!sender || !distributor || !claimData || !recipient) return undefined
    const call = () =>
      distributor.populateTransaction.claim(claimData.index, recipient, claimData.amount, claimData.proof)
    const claim = async (): Promise<string> => {
      const response = await sendTransaction(call(), {
        summary: t('claim.summary', { amount: formatClaimAmount(claimData.amount) }),
        claim: { recipient },
      })
      return response.hash
    }
    return { claim, buildCalls: async () => [call()] }
  }, [sender, distributor, claimData, recipient, sendTransaction, t])
}
