// The governance token's symbol from the chain's deployment (the token list key), for texts beside balances.
import { getDeployment } from '@/config/deployments'
import { useActiveChainId } from '@/connection/useActiveChainId'

export function useGovernanceTokenSymbol(): string {
  const deployment = getDeployment(useActiveChainId())
  const token = deployment?.governance.token.toLowerCase()
  const entry = Object.entries(deployment?.tokens ?? {}).find(([, address]) => address.toLowerCase() === token)
  return entry?.[0] ?? ''
}
