// The header staking menu's lists: farms (/staking/OVPit) or single-token pools (/staking/single).
import { FarmsList } from './FarmsList'
import { SinglePoolsList } from './SinglePoolsList'

export default function StakingList({ kind }: { kind: 'farms' | 'single' }) {
  return kind === 'farms' ? <FarmsList /> : <SinglePoolsList />
}
