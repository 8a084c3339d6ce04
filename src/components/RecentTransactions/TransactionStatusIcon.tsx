// The icon of a transaction's status: a spinner while pending, a check, a cross, or a mark for dropped, replaced or
// cancelled.
import { useTranslation } from 'react-i18next'
import styled, { keyframes } from 'styled-components'

import type { TransactionStatus } from '@/utils/transactions/records'

const spin = keyframes`
  to { transform: rotate(360deg); }
`

const Spinner = styled.span`
  display: inline-block;
  width: 14px;
  height: 14px;
  border: 2px solid ${({ theme }) => theme.primarySoft};
  border-top-color: ${({ theme }) => theme.primary};
  border-radius: 50%;
  animation: ${spin} 1s linear infinite;
`

const Svg = styled.svg<{ $color: string }>`
  flex: none;
  color: ${({ $color }) => $color};
`

function Glyph({ status, size }: { status: Exclude<TransactionStatus, 'pending'>; size: number }) {
  const { t } = useTranslation()
  const paths = {
    success: 'M5 12.5l4.5 4.5L19 7.5',
    failed: 'M6 6l12 12M18 6L6 18',
    dropped: 'M5 12h14',
    replaced: 'M4 8h12l-3-3M20 16H8l3 3',
    cancelled: 'M7 17L17 7',
  }
  return (
    <Svg
      $color={status === 'success' ? 'var(--tx-success)' : status === 'failed' ? 'var(--tx-failed)' : 'var(--tx-muted)'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      role="img"
      aria-label={t(`transactions.status.${status}`)}
    >
      <circle cx="12" cy="12" r="11" strokeWidth={1.5} opacity={0.35} />
      <path d={paths[status]} />
    </Svg>
  )
}

const Wrapper = styled.span`
  display: inline-flex;
  --tx-success: ${({ theme }) => theme.success};
  --tx-failed: ${({ theme }) => theme.error};
  --tx-muted: ${({ theme }) => theme.textMuted};
`

export function TransactionStatusIcon({ status, size = 16 }: { status: TransactionStatus; size?: number }) {
  const { t } = useTranslation()
  return (
    <Wrapper data-status={status} title={t(`transactions.status.${status}`)}>
      {status === 'pending' ? (
        <Spinner role="img" aria-label={t('transactions.status.pending')} />
      ) : (
        <Glyph status={status} size={size} />
      )}
    </Wrapper>
  )
}
