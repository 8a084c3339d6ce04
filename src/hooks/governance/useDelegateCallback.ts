// Delegating votes on the governance token: delegate(address) sent through the one transaction path.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { useWeb3React } from '@/connection/web3Context'
import { useGovernanceTokenContract } from '@/hooks/contracts/governance'
import { useSendTransaction } from '@/hooks/transactions/useSendTransaction'
import { isAddress } from '@/utils/tokens/address'
import type { PopulatedCall } from '@/utils/transactions/send'

/** The spec's error catalogue text (logged by the modal). */
export const NO_GOVERNANCE_TOKEN = 'No governance token contract!'

export interface DelegateWrite {
  /** Resolves to the transaction hash. */
  delegate: (delegatee: string) => Promise<string>
  /** The call `delegate` sends, for the dialog's network fee. */
  delegateCall: (delegatee: string) => PopulatedCall
}

/** undefined without a connected wallet. */
export function useDelegateCallback(): DelegateWrite | undefined {
  const { account } = useWeb3React()
  const token = useGovernanceTokenContract()
  const send = useSendTransaction()
  const { t } = useTranslation()

  return useMemo(() => {
    if (!account) return undefined
    const delegateCall = (delegatee: string) => {
      if (!token) throw new Error(NO_GOVERNANCE_TOKEN)
      const address = isAddress(delegatee)
      if (!address) throw new Error(`Not an address: ${delegatee}`)
      return token.populateTransaction.delegate(address)
    }
    const delegate = async (delegatee: string): Promise<string> => {
      const response = await send(delegateCall(delegatee), { summary: t('vote.summary.delegated') })
      return response.hash
    }
    return { delegate, delegateCall }
  }, [account, token, send, t])
}
