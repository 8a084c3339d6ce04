// Stand-in for the address-claim dialog (the claim issue replaces it): shows while /claim's modal flag is set.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { useCloseModals, useModalOpen } from '@/state/application/hooks'
import { ApplicationModal } from '@/state/application/slice'

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 200;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.modalBackdrop};
`

const Dialog = styled.div`
  width: min(420px, 90vw);
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.modal};
  background: ${({ theme }) => theme.modalBackground};
  color: ${({ theme }) => theme.text};
`

const Close = styled.button`
  margin-top: 16px;
  padding: 8px 14px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.accent};
  color: ${({ theme }) => theme.accentText};
  font-weight: 600;
  cursor: pointer;
`

export function AddressClaimModal() {
  const { t } = useTranslation()
  const isOpen = useModalOpen(ApplicationModal.ADDRESS_CLAIM)
  const close = useCloseModals()
  if (!isOpen) return null
  return (
    <Backdrop onClick={close}>
      <Dialog
        role="dialog"
        aria-modal="true"
        aria-labelledby="address-claim-title"
        data-testid="address-claim-modal"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id="address-claim-title">{t('pages.addressClaim.title')}</h2>
        <p>{t('pages.addressClaim.soon')}</p>
        <Close type="button" onClick={close}>
          {t('common.close')}
        </Close>
      </Dialog>
    </Backdrop>
  )
}
