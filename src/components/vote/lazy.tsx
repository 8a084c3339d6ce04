// The vote and delegate dialogs load on first opening and stay mounted afterwards, so closing can fade out.
import { lazyDialog } from '@/components/OnceOpened'

export const LazyDelegateModal = lazyDialog(() => import('./DelegateModal'))
export const LazyVoteModal = lazyDialog(() => import('./VoteModal'))
