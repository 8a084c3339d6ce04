// Runs one dialog transaction through the flow states; other failures are logged, as the spec asks.
import { useCallback, useState } from 'react'

import { CONFIRM, flowAfterFailure, type TransactionFlow } from './flow'

export function useTransactionFlow() {
  const [flow, setFlow] = useState<TransactionFlow>(CONFIRM)

  const run = useCallback(async (send: () => Promise<string>) => {
    setFlow({ view: 'pending' })
    try {
      setFlow({ view: 'submitted', hash: await send() })
    } catch (error) {
      console.error(error)
      setFlow(flowAfterFailure(error))
    }
  }, [])

  const reset = useCallback(() => setFlow(CONFIRM), [])
  return { flow, run, reset }
}
