// Whether the V2 factory's feeTo is set, in which case the protocol takes 1/6 of the swap fee; undefined while loading.
import { useV2FactoryContract } from '@/hooks/contracts/factory'
import { NEVER_RELOAD, useSingleCallResult } from '@/state/multicall/hooks'

import { resultString } from './calls'

const ZERO_ADDRESS = /^0x0{40}$/i

export function useProtocolFeeOn(): boolean | undefined {
  // feeTo changes only by the feeToSetter's transaction: once a page load is enough.
  const feeTo = resultString(useSingleCallResult(useV2FactoryContract(), 'feeTo', undefined, NEVER_RELOAD))
  return feeTo === undefined ? undefined : !ZERO_ADDRESS.test(feeTo)
}
