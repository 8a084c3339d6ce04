// A single-token pool's figures, priced with the pricing engine (see utils/staking/singlePoolFigures).
import { useMemo } from 'react'

import { usePricingContext } from '@/hooks/pricing/usePricingContext'
import type { Token } from '@/sdk'
import { useBlockNumber } from '@/state/application/hooks'
import { type SinglePoolFigures, singlePoolFigures } from '@/utils/staking/singlePoolFigures'
import type { SinglePool } from '@/utils/staking/types'

import { useBlockTime } from './useBlockTime'

export function useSinglePoolFigures(
  pool: SinglePool | undefined,
  staked: Token | undefined,
  reward: Token | undefined,
): SinglePoolFigures {
  const blockTime = useBlockTime()
  const blockNumber = useBlockNumber()
  const context = usePricingContext(useMemo(() => [staked, reward], [staked, reward]))
  return useMemo(
    () => singlePoolFigures(pool, { staked, reward, context, blockTime, blockNumber }),
    [pool, staked, reward, context, blockTime, blockNumber],
  )
}
