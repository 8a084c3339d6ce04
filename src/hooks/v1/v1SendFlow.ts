// The V1 migrate and remove buttons' flow: the one confirmation flow, with the V1 pages' wording for a failure
// ('Transaction rejected.' for a refusal) and the button's stage (Migrate → Migrating → Success).
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { type DescribeFailure, useConfirmationFlow } from '@/hooks/transactions/useConfirmationFlow'
import { useIsTransactionPending } from '@/state/transactions/hooks'
import { submittedHash } from '@/utils/transactions/confirmation'
import { sendStage } from '@/utils/v1/v1SendStage'

interface Options {
  callback: (() => Promise<string>) | null
  hasNoLiquidity: boolean
  isReady: boolean
}

export function useV1SendFlow({ callback, hasNoLiquidity, isReady }: Options) {
  const { t } = useTranslation()
  const describeFailure = useCallback<DescribeFailure>(
    (cause, kind) => {
      console.debug('V1 transaction not sent', cause)
      return kind === 'rejected' ? t('swapTx.errors.rejected') : t('migrateV1.failed')
    },
    [t],
  )
  const { state, run } = useConfirmationFlow(describeFailure)
  const hash = submittedHash(state)
  const isTxPending = useIsTransactionPending(hash)

  const stage = sendStage({
    hasSubmitted: hash !== undefined,
    isPending: state.status === 'awaitingSignature' || isTxPending,
    hasNoLiquidity,
    isReady: isReady && callback !== null,
  })

  const onSend = useCallback(() => {
    if (callback) void run(callback)
  }, [callback, run])

  return { stage, onSend, error: state.status === 'error' ? state.message : undefined, hash }
}
