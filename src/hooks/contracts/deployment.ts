// The active chain's deployment, for the contract hooks.
import { getDeployment } from '@/config/deployments'
import { useActiveChainId } from '@/connection/useActiveChainId'

export function useDeployment() {
  return getDeployment(useActiveChainId())
}
