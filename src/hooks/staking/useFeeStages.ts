// The breeder's eight withdrawal-fee stages (block-delta start, end and fee of each); they never change.
import { useMemo } from 'react'

import { useMasterBreederContract } from '@/hooks/contracts/staking'
import { NEVER_RELOAD, useSingleContractMultipleData } from '@/state/multicall/hooks'
import { FEE_STAGES, type FeeStage } from '@/utils/staking/withdrawalFee'

import { resultBigInt } from './calls'

const STAGE_INPUTS = Array.from({ length: FEE_STAGES }, (_, stage) => [stage])

export function useFeeStages(): FeeStage[] | undefined {
  const breeder = useMasterBreederContract()
  const starts = useSingleContractMultipleData(breeder, 'blockDeltaStartStage', STAGE_INPUTS, NEVER_RELOAD)
  const ends = useSingleContractMultipleData(breeder, 'blockDeltaEndStage', STAGE_INPUTS, NEVER_RELOAD)
  const fees = useSingleContractMultipleData(breeder, 'devFeeStage', STAGE_INPUTS, NEVER_RELOAD)
  return useMemo(() => {
    const stages = STAGE_INPUTS.map((_, i) => ({
      start: resultBigInt(starts[i]),
      end: resultBigInt(ends[i]),
      fee: resultBigInt(fees[i]),
    }))
    return stages.every((stage) => stage.start !== undefined && stage.end !== undefined && stage.fee !== undefined)
      ? (stages as FeeStage[])
      : undefined
  }, [starts, ends, fees])
}
