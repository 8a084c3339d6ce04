// Delegating votes on the governance token: delegate(address) sent through the one transaction path.
import { useWeb3React } from '@web3-react/core'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { useGovernanceTokenContract } from '@/hooks/contracts/governance'
import { useSendTransaction } from '@/hooks/transactions/useSendTransaction'
import { isAddress } from '@/utils/tokens/address'

/** The spec's error catalogue text (logged by the modal). */
export const NO_GOVERNANCE_TOKEN = 'No governance token contract!'

/** delegate(delegatee) resolves to the transaction hash; undefined without a connected wallet. */
export function useDelegateCallback(): ((delegatee: string) => Promise<string>) | undefined {
  const { account } = useWeb3React()
  const token = useGovernanceTokenContract()
  const send = useSendTransaction()
  const { t } = useTranslation()

  const delegate = useCallback(
    async (delegatee: string): Promise<string> => {
      if (!token) throw new Error(NO_GOVERNANCE_TOKEN)
      const address = isAddress(delegatee)
      if (!address) throw new Error(`Not an address: ${delegatee}`)
      const response = await send(token.populateTransaction.delegate(address), { summary: t('vote.summary.delegated') })
      return response.hash
    },
    [token, send, t],
  )

  return account ? delegate : undefined
}
