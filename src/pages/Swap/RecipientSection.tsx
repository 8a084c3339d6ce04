// The optional recipient: '+ Add a send (optional)' opens the field, '- Remove send' closes it; under the field, what
// the account's history says of the address (RecipientCheckNote).
import { memo } from 'react'
import { useTranslation } from 'react-i18next'

import { AddressInputPanel } from '@/components/AddressInputPanel'
import { RecipientCheckNote } from '@/components/RecipientCheck'
import { LinkButton, RowBetween } from '@/components/ui'
import type { RecipientCheckState } from '@/hooks/addresses/useRecipientCheck'
import { type RecipientRefusal } from '@/state/swap/recipientRefusal'

// Both memoised: a key typed into an amount leaves them as they are.
export const AddRecipientLink = memo(function AddRecipientLink({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation()
  return (
    <LinkButton type="button" data-testid="add-recipient" onClick={onAdd}>
      {t('swap.addRecipient')}
    </LinkButton>
  )
})

export const RecipientSection = memo(function RecipientSection({
  recipient,
  refusal,
  check,
  onChange,
}: {
  recipient: string
  /** Why the resolved recipient cannot receive the swap, named under the field. */
  refusal?: RecipientRefusal
  /** What the account's history says of it (a lookalike, a first time). */
  check: RecipientCheckState
  onChange: (value: string | null) => void
}) {
  const { t } = useTranslation()
  return (
    <>
      <RowBetween>
        <span aria-hidden>↓</span>
        <LinkButton type="button" data-testid="remove-recipient" onClick={() => onChange(null)}>
          {t('swap.removeRecipient')}
        </LinkButton>
      </RowBetween>
      <AddressInputPanel
        value={recipient}
        onChange={onChange}
        refusal={refusal ? t(`swap.recipientRefusal.${refusal}`) : undefined}
      />
      <RecipientCheckNote state={check} />
    </>
  )
})
