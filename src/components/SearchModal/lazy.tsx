// The currency dialog for the pages' token buttons: its search code loads on first opening, not with the page.
import { lazyDialog } from '@/components/OnceOpened'

export const LazyCurrencySearchModal = lazyDialog(() => import('./index'))
