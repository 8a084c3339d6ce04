// Application state: the latest block per chain (forward only, unless the chain changed its mind), the last reorg
// of each chain, whether each chain's node answers, popups, and which modal is open.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { TokenList } from '@uniswap/token-lists'

/** Persisted nowhere; values may change freely. */
export enum ApplicationModal {
  WALLET = 'WALLET',
  SETTINGS = 'SETTINGS',
  SELF_CLAIM = 'SELF_CLAIM',
  ADDRESS_CLAIM = 'ADDRESS_CLAIM',
  CLAIM_POPUP = 'CLAIM_POPUP',
  MENU = 'MENU',
  DELEGATE = 'DELEGATE',
  VOTE = 'VOTE',
  NETWORK = 'NETWORK',
  STAKING_MENU = 'STAKING_MENU',
}

export type PopupContent =
  /** `orphaned`: the block that included the transaction left the chain; it is pending again. */
  | { txn: { hash: string; success: boolean; summary?: string; orphaned?: boolean } }
  | { listUpdate: { listUrl: string; oldList: TokenList; newList: TokenList; auto: boolean } }
  /** This browser refused to save what the app records (quota, private mode): said once a visit, until closed. */
  | { storageRefused: true }

export interface Popup {
  key: string
  show: boolean
  content: PopupContent
  removeAfterMs: number | null
}

/** Whether a chain's node answers; `recoveries` counts outages ended, so updaters can refetch on each. */
export interface ConnectionHealth {
  readonly isDown: boolean
  /** When the outage was noticed (ms since the epoch), or null while the node answers. */
  readonly since: number | null
  readonly recoveries: number
}

/** The chain changed its mind (a reorg, or a restarted development chain): what was read at `fromHeight` or above
 * came from blocks no longer in it. `count` tells listeners that another one happened. */
export interface ChainReorg {
  readonly count: number
  readonly fromHeight: number
}

export interface ApplicationState {
  readonly blockNumber: { readonly [chainId: number]: number }
  readonly reorgs: { readonly [chainId: number]: ChainReorg }
  /** Counts requests to poll the chain now rather than at the next interval (a transaction was just mined). */
  readonly pollRequests: { readonly [chainId: number]: number }
  readonly connection: { readonly [chainId: number]: ConnectionHealth }
  readonly popupList: Popup[]
  readonly openModal: ApplicationModal | null
}

export const DEFAULT_POPUP_MS = 15_000

const initialState: ApplicationState = {
  blockNumber: {},
  reorgs: {},
  pollRequests: {},
  connection: {},
  popupList: [],
  openModal: null,
}

let nextPopupKey = 0

const applicationSlice = createSlice({
  name: 'application',
  initialState,
  reducers: {
    updateBlockNumber(state, { payload }: PayloadAction<{ chainId: number; blockNumber: number }>) {
      const current = state.blockNumber[payload.chainId]
      if (current === undefined || payload.blockNumber > current)
        state.blockNumber[payload.chainId] = payload.blockNumber
    },
    /**
     * The chain changed its mind: follow its head even when it is lower or at the same height (the block number
     * never goes back otherwise), and let listeners re-read what was read at `fromHeight` or above.
     */
    chainReorganized(state, { payload }: PayloadAction<{ chainId: number; blockNumber: number; fromHeight: number }>) {
      const { chainId, blockNumber, fromHeight } = payload
      state.blockNumber[chainId] = blockNumber
      state.reorgs[chainId] = { count: (state.reorgs[chainId]?.count ?? 0) + 1, fromHeight }
    },
    /** Poll the chain (its block and every watched read) now: what it shows changed. */
    pollRequested(state, { payload }: PayloadAction<{ chainId: number }>) {
      state.pollRequests[payload.chainId] = (state.pollRequests[payload.chainId] ?? 0) + 1
    },
    connectionLost(state, { payload }: PayloadAction<{ chainId: number; since: number }>) {
      const current = state.connection[payload.chainId]
      if (current?.isDown) return
      state.connection[payload.chainId] = { isDown: true, since: payload.since, recoveries: current?.recoveries ?? 0 }
    },
    /** The node answers again: listeners (multicall, transactions) refetch everything at once. */
    connectionRestored(state, { payload }: PayloadAction<{ chainId: number }>) {
      const current = state.connection[payload.chainId]
      if (!current?.isDown) return
      state.connection[payload.chainId] = { isDown: false, since: null, recoveries: current.recoveries + 1 }
    },
    setOpenModal(state, { payload }: PayloadAction<ApplicationModal | null>) {
      state.openModal = payload
    },
    addPopup: {
      reducer(state, { payload }: PayloadAction<{ key: string; content: PopupContent; removeAfterMs: number | null }>) {
        // A popup with the same key replaces the earlier one.
        state.popupList = state.popupList.filter((popup) => popup.key !== payload.key)
        state.popupList.push({ ...payload, show: true })
      },
      prepare(payload: { key?: string; content: PopupContent; removeAfterMs?: number | null }) {
        return {
          payload: {
            key: payload.key ?? `popup-${++nextPopupKey}`,
            content: payload.content,
            removeAfterMs: payload.removeAfterMs === undefined ? DEFAULT_POPUP_MS : payload.removeAfterMs,
          },
        }
      },
    },
    removePopup(state, { payload }: PayloadAction<{ key: string }>) {
      for (const popup of state.popupList) if (popup.key === payload.key) popup.show = false
    },
  },
})

export const {
  updateBlockNumber,
  chainReorganized,
  pollRequested,
  connectionLost,
  connectionRestored,
  setOpenModal,
  addPopup,
  removePopup,
} = applicationSlice.actions
export default applicationSlice.reducer
