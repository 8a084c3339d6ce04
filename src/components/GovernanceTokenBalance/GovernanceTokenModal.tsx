// The VENOM breakdown: the user's balances (2 decimals), unclaimed rewards, price (3 decimals), supplies (no
// decimals) and market caps, from the persisted figures kept fresh while the dialog is open.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { Modal } from '@/components/Modal'
import { ModalBody, ModalHeader } from '@/components/ui'
import { useGovernanceTokenDetailsUpdater } from '@/hooks/governanceToken/useGovernanceTokenDetailsUpdater'
import { useGovernanceTokenDetails, useGovernanceTokenUserDetails } from '@/state/governanceToken/hooks'

import { breakdownRows } from './breakdown'

export interface GovernanceTokenModalProps {
  isOpen: boolean
  onDismiss: () => void
  account: string
}

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px 16px;
  margin: 0;
`

const Label = styled.dt`
  color: ${({ theme }) => theme.textMuted};
`

const Value = styled.dd`
  margin: 0;
  font-weight: 600;
  text-align: right;
  font-variant-numeric: tabular-nums;
`

const Divider = styled.hr`
  width: 100%;
  border: none;
  border-top: 1px solid ${({ theme }) => theme.divider};
  margin: 4px 0;
`

function Rows({ rows }: { rows: ReturnType<typeof breakdownRows>['user'] }) {
  const { t } = useTranslation()
  return (
    <List>
      {rows.map((row) => (
        <div key={row.key} style={{ display: 'contents' }}>
          <Label>{t(`governanceToken.${row.key}`)}</Label>
          <Value data-testid={`governance-${row.key}`}>
            {row.value === undefined
              ? t('governanceToken.unknown')
              : t(`governanceToken.${row.unit}`, { amount: row.value })}
          </Value>
        </div>
      ))}
    </List>
  )
}

export default function GovernanceTokenModal({ isOpen, onDismiss, account }: GovernanceTokenModalProps) {
  const { t } = useTranslation()
  useGovernanceTokenDetailsUpdater()
  const details = useGovernanceTokenDetails()
  const userDetails = useGovernanceTokenUserDetails(account)
  const rows = breakdownRows(userDetails, details)
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} label={t('governanceToken.title')}>
      <ModalBody data-testid="governance-modal">
        <ModalHeader title={t('governanceToken.title')} isHeading onClose={onDismiss} />
        <Rows rows={rows.user} />
        <Divider />
        <Rows rows={rows.token} />
      </ModalBody>
    </Modal>
  )
}
