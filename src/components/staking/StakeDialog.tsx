// A staking page's dialog (deposit, withdraw or claim), loaded on first open and sent through the page's callbacks.
import { lazy, Suspense, useCallback, useState } from 'react'

import type { StakingCallbacks } from '@/hooks/staking/useFarmCallbacks'

import type { StakeKind, StakeModalProps } from './StakeModal'

const StakeModal = lazy(() => import('./StakeModal'))

export interface StakeDialogState {
  kind: StakeKind | undefined
  /** The modal's code loads on the first open and then stays mounted, so it can animate closed. */
  hasOpened: boolean
  open: (kind: StakeKind) => void
  close: () => void
}

export function useStakeDialog(): StakeDialogState {
  const [kind, setKind] = useState<StakeKind>()
  const [hasOpened, setHasOpened] = useState(false)
  const open = useCallback((next: StakeKind) => {
    setHasOpened(true)
    setKind(next)
  }, [])
  const close = useCallback(() => setKind(undefined), [])
  return { kind, hasOpened, open, close }
}

type PassedProps = Pick<StakeModalProps, 'token' | 'readBlock' | 'spender' | 'feeFor' | 'hasStake' | 'claimDetails'>

interface Props extends PassedProps {
  dialog: StakeDialogState
  callbacks: StakingCallbacks | undefined
  /** What a deposit may take (the wallet's balance) and a withdrawal (the stake). */
  balance: bigint | undefined
  staked: bigint | undefined
  /** Offered in the withdraw dialog only (single-token pools). */
  onEmergencyWithdraw?: () => Promise<string>
}

export function StakeDialog({ dialog, callbacks, balance, staked, onEmergencyWithdraw, ...passed }: Props) {
  if (!dialog.hasOpened || !callbacks) return null
  const { kind } = dialog
  return (
    <Suspense fallback={null}>
      <StakeModal
        {...passed}
        isOpen={kind !== undefined}
        onDismiss={dialog.close}
        kind={kind ?? 'deposit'}
        max={kind === 'withdraw' ? staked : balance}
        onSubmit={(value, shown) =>
          kind === 'deposit'
            ? callbacks.deposit(value, shown)
            : kind === 'withdraw'
              ? callbacks.withdraw(value, shown)
              : callbacks.claim()
        }
        onEmergencyWithdraw={kind === 'withdraw' ? onEmergencyWithdraw : undefined}
        calls={callbacks.calls}
      />
    </Suspense>
  )
}
