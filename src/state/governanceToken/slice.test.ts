import { describe, expect, it, vi } from 'vitest'

import reducer, {
  initialGovernanceTokenState,
  updateGovernanceTokenDetails,
  updateGovernanceTokenUserDetails,
} from './slice'
import { validateGovernanceTokenState } from './validate'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const user = {
  aggregatedBalance: '3',
  unlockedBalance: '1',
  lockedBalance: '2',
  totalBalance: '3',
  claimableLocked: '0',
  claimableUnlocked: '0',
}
const details = {
  usdPrice: { numerator: '1', denominator: '4' },
  totalSupply: '100',
  totalCirculatingSupply: '80',
  totalMarketCap: '25',
  totalCirculatingMarketCap: '6250000',
}

describe('governanceToken slice', () => {
  it('stores details per chain and user figures per chain and account, each with a timestamp', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1234)
    let state = reducer(undefined, updateGovernanceTokenDetails({ chainId: 31337, details }))
    state = reducer(state, updateGovernanceTokenUserDetails({ chainId: 31337, account: ACCOUNT, details: user }))
    expect(state.details[31337]).toEqual({ ...details, timestamp: 1234 })
    expect(state.userDetails[31337][ACCOUNT]).toEqual({ ...user, timestamp: 1234 })
    expect(validateGovernanceTokenState(JSON.parse(JSON.stringify(state)))).toEqual(state)
  })
})

describe('validateGovernanceTokenState', () => {
  it('gives the empty state for garbage', () => {
    for (const raw of [undefined, null, 'x', 1, [], { details: 'x', userDetails: [] }])
      expect(validateGovernanceTokenState(raw)).toEqual(initialGovernanceTokenState)
  })

  it('drops bad entries and keeps good ones', () => {
    const state = validateGovernanceTokenState({
      details: {
        '31337': { ...details, timestamp: 1 },
        '2152': { ...details, usdPrice: { numerator: '1', denominator: '0' }, timestamp: 1 },
        '5': { ...details, totalSupply: '-1', timestamp: 1 },
        '1': { ...details },
        abc: { ...details, timestamp: 1 },
        '01': { ...details, timestamp: 1 },
      },
      userDetails: {
        '31337': {
          [ACCOUNT]: { ...user, timestamp: 2, extra: 'x' },
          notAnAddress: { ...user, timestamp: 2 },
          '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC': { ...user, lockedBalance: 2, timestamp: 2 },
        },
        '2152': { [ACCOUNT]: { ...user, timestamp: NaN } },
        '-1': { [ACCOUNT]: { ...user, timestamp: 2 } },
      },
    })
    expect(Object.keys(state.details)).toEqual(['31337'])
    expect(state.userDetails).toEqual({ 31337: { [ACCOUNT]: { ...user, timestamp: 2 } } })
  })
})
