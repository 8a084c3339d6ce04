// What the account's history says of a recipient, under the field where it was typed: a lookalike of an address used
// before is named beside that address, ends and middles set apart so the difference shows, and must be acknowledged
// before the action goes ahead; a first-time recipient gets a quiet note; one used before, nothing.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { Acknowledge, MutedText, ToneCard } from '@/components/ui'
import type { RecipientCheckState } from '@/hooks/addresses/useRecipientCheck'
import { LOOKALIKE_END_CHARS } from '@/utils/addresses/lookalike'

const Address = styled.code`
  display: block;
  font-size: 13px;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.text};
`

/** The middle is where a lookalike differs: shown apart from the ends people compare. */
const Middle = styled.span`
  text-decoration: underline;
  text-decoration-style: dotted;
`

function SplitAddress({ address, testId }: { address: string; testId: string }) {
  const ends = 2 + LOOKALIKE_END_CHARS
  return (
    <Address data-testid={testId} data-address={address.toLowerCase()}>
      {address.slice(0, ends)}
      <Middle>{address.slice(ends, -LOOKALIKE_END_CHARS)}</Middle>
      {address.slice(-LOOKALIKE_END_CHARS)}
    </Address>
  )
}

export function RecipientCheckNote({ state }: { state: RecipientCheckState }) {
  const { t } = useTranslation()
  const { address, check } = state
  if (!address || !check || check.kind === 'known') return null
  if (check.kind === 'firstTime')
    return (
      <MutedText data-testid="recipient-first-time" data-reading={state.isReading || undefined}>
        {t(state.isReading ? 'recipientCheck.reading' : 'recipientCheck.firstTime')}
      </MutedText>
    )
  return (
    <ToneCard $tone="error" role="alert" data-testid="recipient-lookalike-warning">
      <strong>{t('recipientCheck.lookalikeTitle')}</strong>
      <span>{t('recipientCheck.typed')}</span>
      <SplitAddress address={address} testId="recipient-lookalike-typed" />
      <span>{t('recipientCheck.usedBefore')}</span>
      <SplitAddress address={check.usedBefore} testId="recipient-lookalike-used" />
      <span>{t('recipientCheck.lookalikeWhy')}</span>
      <Acknowledge testId="recipient-lookalike-acknowledge" checked={state.acknowledged} onChange={state.acknowledge}>
        {t('recipientCheck.acknowledge')}
      </Acknowledge>
    </ToneCard>
  )
}
