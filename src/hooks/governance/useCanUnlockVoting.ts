// Whether to offer 'Unlock Voting': the account holds governance tokens but has not delegated them to anyone.
import { useGovernanceTokenBalance, useUserDelegatee } from './useUserVotes'

export function useCanUnlockVoting(): boolean {
  const balance = useGovernanceTokenBalance()
  const delegatee = useUserDelegatee()
  return delegatee === null && balance !== undefined && Number(balance) > 0
}
