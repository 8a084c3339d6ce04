// The header's claim offer: a 'Claim VENOM' button while the connected account has an unclaimed allocation.
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui'
import { useWeb3React } from '@/connection/web3Context'
import { useUserHasAvailableClaim } from '@/hooks/claim/useUserHasAvailableClaim'
import { useCloseModals, useModalOpen, useToggleModal } from '@/state/application/hooks'
import { ApplicationModal } from '@/state/application/slice'

import { LazySelfClaimModal } from './lazy'

export function ClaimOffer() {
  const { t } = useTranslation()
  const { account } = useWeb3React()
  const hasClaim = useUserHasAvailableClaim(account)
  const isOpen = useModalOpen(ApplicationModal.SELF_CLAIM)
  const toggle = useToggleModal(ApplicationModal.SELF_CLAIM)
  const close = useCloseModals()
  return (
    <>
      {hasClaim && (
        <Button $variant="secondary" $size="small" type="button" data-testid="claim-offer" onClick={toggle}>
          {t('claim.offer')}
        </Button>
      )}
      {/* Mounted apart from the offer: the offer goes away as soon as the claim lands, the dialog stays. */}
      <LazySelfClaimModal isOpen={isOpen} onDismiss={close} />
    </>
  )
}
