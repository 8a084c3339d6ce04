// The balance breakdown loads on first opening and stays mounted afterwards, so closing can fade out.
import { lazyDialog } from '@/components/OnceOpened'

export const LazyGovernanceTokenModal = lazyDialog(() => import('./GovernanceTokenModal'))
