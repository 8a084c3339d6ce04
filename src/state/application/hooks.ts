// Hooks over the application slice: block number, the node's health, modals, popups.
import { useCallback, useMemo } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useAppDispatch, useAppSelector, useAppStore } from '@/state/hooks'

import { type ApplicationModal, type ConnectionHealth, removePopup, setOpenModal } from './slice'

/** The active chain's latest block; `enabled` false: none, and no render for each block (a read that is not needed). */
export function useBlockNumber(enabled = true): number | undefined {
  const chainId = useActiveChainId()
  return useAppSelector((state) => (enabled ? state.application.blockNumber[chainId] : undefined))
}

export interface LatestBlock {
  hasBlock: boolean
  /** The active chain's latest block when called (in an effect or a callback), the same function while the chain is. */
  latestBlock: () => number | undefined
}

/**
 * Whether the active chain has a block yet, and its latest block read when needed: for a component that uses the head
 * only when it reads (a history's next read), so that it does not render again on every block as useBlockNumber does.
 */
export function useLatestBlock(): LatestBlock {
  const chainId = useActiveChainId()
  const store = useAppStore()
  const hasBlock = useAppSelector((state) => state.application.blockNumber[chainId] !== undefined)
  const latestBlock = useCallback(() => store.getState().application.blockNumber[chainId], [store, chainId])
  return { hasBlock, latestBlock }
}

const HEALTHY: ConnectionHealth = { isDown: false, since: null, recoveries: 0 }

/** Whether the active chain's node answers (set by the block poller). */
export function useConnectionHealth(): ConnectionHealth {
  const chainId = useActiveChainId()
  return useAppSelector((state) => state.application.connection[chainId] ?? HEALTHY)
}

/** How many outages of the chain's node have ended: a change means "the node is back, refetch now". */
export function useConnectionRecoveries(chainId: number): number {
  return useAppSelector((state) => state.application.connection[chainId]?.recoveries ?? 0)
}

/** How many reorgs of the active chain the app has seen: a change means "what was read from logs may be orphaned". */
export function useChainReorgs(): number {
  const chainId = useActiveChainId()
  return useAppSelector((state) => state.application.reorgs[chainId]?.count ?? 0)
}

export function useModalOpen(modal: ApplicationModal): boolean {
  return useAppSelector((state) => state.application.openModal === modal)
}

export function useToggleModal(modal: ApplicationModal): () => void {
  const open = useModalOpen(modal)
  const dispatch = useAppDispatch()
  return useCallback(() => dispatch(setOpenModal(open ? null : modal)), [dispatch, modal, open])
}

export function useCloseModals(): () => void {
  const dispatch = useAppDispatch()
  return useCallback(() => dispatch(setOpenModal(null)), [dispatch])
}

export function useRemovePopup(): (key: string) => void {
  const dispatch = useAppDispatch()
  return useCallback((key: string) => dispatch(removePopup({ key })), [dispatch])
}

export function useActivePopups() {
  const list = useAppSelector((state) => state.application.popupList)
  return useMemo(() => list.filter((popup) => popup.show), [list])
}
