// The layout's address-claim dialog: open while /claim's modal flag is set, loaded on first opening.
import { LazyAddressClaimModal } from '@/components/claim/lazy'
import { useCloseModals, useModalOpen } from '@/state/application/hooks'
import { ApplicationModal } from '@/state/application/slice'

export function AddressClaimModal() {
  const isOpen = useModalOpen(ApplicationModal.ADDRESS_CLAIM)
  const close = useCloseModals()
  return <LazyAddressClaimModal isOpen={isOpen} onDismiss={close} />
}
