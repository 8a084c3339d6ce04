// The optional recipient: '+ Add a send (optional)' opens the field, '- Remove send' closes it.
import { useTranslation } from 'react-i18next'

import { AddressInputPanel } from '@/components/AddressInputPanel'
import { LinkButton, RowBetween } from '@/components/ui'

export function AddRecipientLink({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation()
  return (
    <LinkButton type="button" data-testid="add-recipient" onClick={onAdd}>
      {t('swap.addRecipient')}
    </LinkButton>
  )
}

export function RecipientSection({
  recipient,
  onChange,
}: {
  recipient: string
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
      <AddressInputPanel value={recipient} onChange={onChange} />
    </>
  )
}
