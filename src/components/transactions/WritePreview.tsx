// What a write sent without a confirm dialog will do and cost (issue 41), shown beside its button: the V1 migrate and
// remove pages and the swap form's wrap send at the tap, so their preview and network fee are on the page, refreshed
// with the block as a dialog's are.
import { useTransactionPreview } from '@/hooks/transactions/useTransactionPreview'
import type { Token } from '@/sdk'
import type { BuildCalls } from '@/utils/transactions/send'

import { NetworkFee } from './NetworkFee'
import { SimulatedChanges } from './SimulatedChanges'

/** `buildCalls` (memoized): undefined while the write cannot be sent, which shows nothing. */
export function WritePreview({
  buildCalls,
  tokens,
}: {
  buildCalls: BuildCalls | undefined
  tokens?: readonly Token[]
}) {
  const { preview, fee } = useTransactionPreview(buildCalls, tokens)
  if (!buildCalls) return null
  return (
    <>
      <SimulatedChanges preview={preview} tokens={tokens} />
      <NetworkFee fee={fee} />
    </>
  )
}
