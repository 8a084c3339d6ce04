// Governance: GovernorAlpha and the VENOM token (votes, locks), and the merkle claim of VENOM.
import GOVERNOR_ABI from '@/abis/GovernorAlpha.json'
import MERKLE_DISTRIBUTOR_ABI from '@/abis/MerkleDistributor.json'
import type { GovernorAlpha, MerkleDistributor, VenomToken } from '@/abis/types'
import VENOM_TOKEN_ABI from '@/abis/VenomToken.json'
import { useContract } from '@/hooks/contracts/useContract'

import { useDeployment } from './deployment'

export const useGovernorContract = () => useContract<GovernorAlpha>(useDeployment()?.governance.governor, GOVERNOR_ABI)
export const useGovernanceTokenContract = () =>
  useContract<VenomToken>(useDeployment()?.governance.token, VENOM_TOKEN_ABI)
export const useMerkleDistributorContract = () =>
  useContract<MerkleDistributor>(useDeployment()?.merkleDistributor, MERKLE_DISTRIBUTOR_ABI)
