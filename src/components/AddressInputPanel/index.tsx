// The recipient field: address or ENS name, whitespace removed, resolved through useENS; red when it does not
// resolve or the page refuses it (with the reason under it), with an explorer link once it resolves.
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { explorerAddressUrl } from '@/components/WalletModal/explorer'
import { CHAINS, isSupportedChain } from '@/config/chains'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useENS } from '@/hooks/ens/useENS'
import { explorerName } from '@/utils/transactions/records'

import { sanitizeRecipientInput } from './sanitize'

const Container = styled.div<{ $error: boolean }>`
  border: 1px solid ${({ theme, $error }) => ($error ? theme.error : theme.border)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.surfaceSecondary};
  padding: 12px 16px;
  display: flex;
  flex-direction: column;
  gap: 8px;
`

const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  color: ${({ theme }) => theme.textMuted};
  font-size: 14px;
`

const Link = styled.a`
  color: ${({ theme }) => theme.link};
  text-decoration: none;
`

const Input = styled.input<{ $error: boolean }>`
  width: 100%;
  border: none;
  background: transparent;
  color: ${({ theme, $error }) => ($error ? theme.error : theme.text)};
  font: inherit;
  font-size: 18px;
  text-overflow: ellipsis;
  padding: 0;
  &::placeholder {
    color: ${({ theme }) => theme.textDisabled};
  }
`

const Refusal = styled.span`
  color: ${({ theme }) => theme.error};
  font-size: 14px;
`

export interface AddressInputPanelProps {
  value: string
  onChange: (value: string) => void
  /** Why the page will not send to this (resolved) address, already translated. */
  refusal?: string
}

export const AddressInputPanel = memo(function AddressInputPanel({ value, onChange, refusal }: AddressInputPanelProps) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const { address, loading, name } = useENS(value)
  const explorer = isSupportedChain(chainId) ? CHAINS[chainId].explorer : undefined
  const isError = (value.length > 0 && !loading && !address) || refusal !== undefined

  return (
    <Container $error={isError} data-error={isError || undefined}>
      <LabelRow>
        <label htmlFor="recipient-input">{t('swap.recipient')}</label>
        {address && explorer ? (
          <Link href={explorerAddressUrl(explorer, address)} target="_blank" rel="noopener noreferrer">
            {t('swap.viewOnExplorer', { explorer: explorerName(explorer) })}
          </Link>
        ) : null}
      </LabelRow>
      <Input
        id="recipient-input"
        data-testid="recipient-input"
        $error={isError}
        aria-invalid={isError}
        type="text"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('swap.recipientPlaceholder')}
        pattern="^(0x[a-fA-F0-9]{40})$"
        title={name ?? undefined}
        value={value}
        onChange={(event) => {
          const sanitized = sanitizeRecipientInput(event.currentTarget.value)
          onChange(sanitized)
        }}
      />
      {refusal ? (
        <Refusal role="alert" data-testid="recipient-refusal">
          {refusal}
        </Refusal>
      ) : null}
    </Container>
  )
})
