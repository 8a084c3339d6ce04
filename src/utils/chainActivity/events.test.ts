import { id } from '@ethersproject/hash'
import { describe, expect, it } from 'vitest'

import { TOPICS } from './events'

// The signatures the topics are the hashes of: events.ts writes the hashes out so that nothing hashes at load.
const SIGNATURES: Record<keyof typeof TOPICS, string> = {
  transfer: 'Transfer(address,address,uint256)',
  approval: 'Approval(address,address,uint256)',
  deposit: 'Deposit(address,uint256)',
  withdrawal: 'Withdrawal(address,uint256)',
  withdraw: 'Withdraw(address,uint256)',
  rewardPaid: 'RewardPaid(address,uint256)',
  farmDeposit: 'Deposit(address,uint256,uint256,address)',
  farmWithdraw: 'Withdraw(address,uint256,uint256,address)',
  farmEmergencyWithdraw: 'EmergencyWithdraw(address,uint256,uint256)',
  farmReward: 'SendGovernanceTokenReward(address,uint256,uint256,uint256)',
  delegateChanged: 'DelegateChanged(address,address,address)',
  lock: 'Lock(address,uint256)',
  voteCast: 'VoteCast(address,uint256,bool,uint256)',
  mint: 'Mint(address,uint256,uint256)',
  burn: 'Burn(address,uint256,uint256,address)',
  v1AddLiquidity: 'AddLiquidity(address,uint256,uint256)',
  v1RemoveLiquidity: 'RemoveLiquidity(address,uint256,uint256)',
}

describe('TOPICS', () => {
  it.each(Object.entries(SIGNATURES))('%s is the keccak-256 of %s', (key, signature) => {
    expect(TOPICS[key as keyof typeof TOPICS]).toBe(id(signature))
  })

  it('has a signature checked for every topic', () => {
    expect(Object.keys(TOPICS).sort()).toEqual(Object.keys(SIGNATURES).sort())
  })
})
