// The header's VENOM claim offer and balance: loaded after the first render, so their contract reads, ABIs and
// updaters stay off the first load of the swap page.
import { ClaimOffer } from '@/components/claim/ClaimOffer'
import { GovernanceTokenBalance } from '@/components/GovernanceTokenBalance'

export default function AccountExtras() {
  return (
    <>
      <ClaimOffer />
      <GovernanceTokenBalance />
    </>
  )
}
