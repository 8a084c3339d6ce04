// The header's VENOM button: the connected account's aggregated balance (4 significant digits), opening the
// balance breakdown. It also keeps the account's persisted figures up to date.
import { formatUnits } from '@ethersproject/units'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { hasDeployment } from '@/config/deployments'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWeb3React } from '@/connection/web3Context'
import { useGovernanceTokenUserDetailsUpdater } from '@/hooks/governanceToken/useGovernanceTokenUserDetailsUpdater'
import { useGovernanceTokenUserDetails } from '@/state/governanceToken/hooks'
import { formatSignificant } from '@/utils/format/formatSignificant'
import { localizeDecimal } from '@/utils/format/localizeNumber'

import { LazyGovernanceTokenModal } from './lazy'

/** The spec: governance balances to 4 significant digits in the header. */
export const HEADER_DIGITS = 4
const DECIMALS = 18

const Button = styled.button`
  padding: 8px 10px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.accentText};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
`

export function GovernanceTokenBalance() {
  const { t } = useTranslation()
  const { account, chainId: walletChainId } = useWeb3React()
  const chainId = useActiveChainId()
  const [isOpen, setIsOpen] = useState(false)
  // Figures read on another chain than the wallet's would be wrong numbers, not missing ones.
  const owner = account && walletChainId === chainId && hasDeployment(chainId) ? account : undefined
  useGovernanceTokenUserDetailsUpdater(owner)
  const details = useGovernanceTokenUserDetails(owner)

  if (!owner || !details) return null
  const amount = localizeDecimal(formatSignificant(formatUnits(details.aggregatedBalance, DECIMALS), HEADER_DIGITS))
  return (
    <>
      <Button
        type="button"
        data-testid="governance-balance"
        aria-label={t('governanceToken.headerLabel', { amount: t('governanceToken.amount', { amount }) })}
        onClick={() => setIsOpen(true)}
      >
        {t('governanceToken.amount', { amount })}
      </Button>
      <LazyGovernanceTokenModal isOpen={isOpen} onDismiss={() => setIsOpen(false)} account={owner} />
    </>
  )
}
