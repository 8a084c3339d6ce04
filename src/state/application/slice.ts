// Application state: the latest block per chain (forward only), popups, and which modal is open.
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
  | { txn: { hash: string; success: boolean; summary?: string } }
  | { listUpdate: { listUrl: string; oldList: TokenList; newList: TokenList; auto: boolean } }

export interface Popup {
  key: string
  show: boolean
  content: PopupContent
  removeAfterMs: number | null
}

export interface ApplicationState {
  readonly blockNumber: { readonly [chainId: number]: number }
  readonly popupList: Popup[]
  readonly openModal: ApplicationModal | null
}

export const DEFAULT_POPUP_MS = 15_000

const initialState: ApplicationState = { blockNumber: {}, popupList: [], openModal: null }

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

export const { updateBlockNumber, setOpenModal, addPopup, removePopup } = applicationSlice.actions
export default applicationSlice.reducer
