// The state of a one-shot V1 transaction (migrate or remove): sending, awaiting the receipt, success, or a
// translated error; the button's stage comes from stages.ts.
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useIsTransactionPending } from '@/state/transactions/hooks'
import { isUserRejection } from '@/utils/swapErrors'

import { sendStage } from './stages'

interface Options {
  callback: (() => Promise<string>) | null
  hasNoLiquidity: boolean
  isReady: boolean
}

export function useSendFlow({ callback, hasNoLiquidity, isReady }: Options) {
  const { t } = useTranslation()
  const [hash, setHash] = useState<string>()
  const [isConfirming, setIsConfirming] = useState(false)
  const [error, setError] = useState<string>()
  const isTxPending = useIsTransactionPending(hash)

  const stage = sendStage({
    hasSubmitted: hash !== undefined,
    isPending: isConfirming || isTxPending,
    hasNoLiquidity,
    isReady: isReady && callback !== null,
  })

  const onSend = useCallback(() => {
    if (!callback) return
    setIsConfirming(true)
    setError(undefined)
    callback()
      .then(setHash)
      .catch((cause: unknown) => {
        console.debug('V1 transaction not sent', cause)
        setError(isUserRejection(cause) ? t('swapTx.errors.rejected') : t('migrateV1.failed'))
      })
      .finally(() => setIsConfirming(false))
  }, [callback, t])

  return { stage, onSend, error, hash }
}
