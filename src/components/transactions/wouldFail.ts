// What a confirm button says when its transaction's preview reverts: the user may still send it (a simulation can be
// wrong, the chain can move), but not without being told.
import type { TransactionPreview } from '@/hooks/transactions/useTransactionPreview'

type Translate = (key: string) => string

/** The button's label: its own, or that the transaction would fail. */
export function confirmLabel(t: Translate, preview: TransactionPreview, label: string): string {
  return preview.status === 'revert' ? t('simulation.wouldFail') : label
}
