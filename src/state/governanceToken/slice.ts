// The governance token's figures, persisted: details per chain, and the user's balances per chain and account,
// each with the time they were read, so the header can show the last known figures before the chain answers.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

import type { Fraction } from './math'

/** Persisted: never rename these fields. Amounts are raw units (18 decimals, market caps in USD raw units). */
export interface GovernanceTokenDetails {
  usdPrice: Fraction
  totalSupply: string
  totalCirculatingSupply: string
  totalMarketCap: string
  totalCirculatingMarketCap: string
  timestamp: number
}

export interface GovernanceTokenUserDetails {
  aggregatedBalance: string
  unlockedBalance: string
  lockedBalance: string
  totalBalance: string
  claimableLocked: string
  claimableUnlocked: string
  timestamp: number
}

export interface GovernanceTokenState {
  details: { [chainId: number]: GovernanceTokenDetails }
  /** Keyed by checksummed account. */
  userDetails: { [chainId: number]: { [account: string]: GovernanceTokenUserDetails } }
}

export const initialGovernanceTokenState: GovernanceTokenState = { details: {}, userDetails: {} }

const governanceTokenSlice = createSlice({
  name: 'governanceToken',
  initialState: initialGovernanceTokenState,
  reducers: {
    updateGovernanceTokenDetails: {
      reducer(
        state,
        {
          payload,
        }: PayloadAction<{ chainId: number; details: Omit<GovernanceTokenDetails, 'timestamp'>; timestamp: number }>,
      ) {
        state.details[payload.chainId] = { ...payload.details, timestamp: payload.timestamp }
      },
      // Time is read when the action is made, so the reducer stays pure.
      prepare(payload: { chainId: number; details: Omit<GovernanceTokenDetails, 'timestamp'> }) {
        return { payload: { ...payload, timestamp: Date.now() } }
      },
    },
    updateGovernanceTokenUserDetails: {
      reducer(
        state,
        {
          payload,
        }: PayloadAction<{
          chainId: number
          account: string
          details: Omit<GovernanceTokenUserDetails, 'timestamp'>
          timestamp: number
        }>,
      ) {
        const accounts = (state.userDetails[payload.chainId] ??= {})
        accounts[payload.account] = { ...payload.details, timestamp: payload.timestamp }
      },
      prepare(payload: { chainId: number; account: string; details: Omit<GovernanceTokenUserDetails, 'timestamp'> }) {
        return { payload: { ...payload, timestamp: Date.now() } }
      },
    },
  },
})

export const { updateGovernanceTokenDetails, updateGovernanceTokenUserDetails } = governanceTokenSlice.actions
export default governanceTokenSlice.reducer
