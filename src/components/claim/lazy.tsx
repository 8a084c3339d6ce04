// The claim dialogs load on first opening (they pull in confetti) and stay mounted afterwards to fade out.
import { lazyDialog } from '@/components/OnceOpened'

export const LazyAddressClaimModal = lazyDialog(() => import('./AddressClaimModal'))
export const LazySelfClaimModal = lazyDialog(() => import('./SelfClaimModal'))
