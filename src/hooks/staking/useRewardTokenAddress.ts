// The farms' reward token (VENOM, the governance token) of the active chain's deployment.
import { getDeployment } from '@/config/deployments'
import { useActiveChainId } from '@/connection/useActiveChainId'

export function useRewardTokenAddress(): string | undefined {
  return getDeployment(useActiveChainId())?.governance.token
}
