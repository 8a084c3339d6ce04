// Everything the migration of one V1 position needs: the V2 pair and both prices, their difference, the
// migrator's minimums, the approval of the V1 liquidity to the migrator, and the migrate flow.
import { useCallback, useMemo } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useDeployment } from '@/hooks/contracts/deployment'
import { PairState, usePair } from '@/hooks/liquidity/pairs'
import { ApprovalState, useApproveCallback } from '@/hooks/tokens/useApproveCallback'
import { useV1MigrateCallback } from '@/hooks/v1/v1Callbacks'
import type { V1ExchangeInfo } from '@/hooks/v1/v1Exchange'
import { useV1SendFlow } from '@/hooks/v1/v1SendFlow'
import { type Token, wrappedNative } from '@/sdk'
import {
  isLargePriceDifference,
  migrationMinimums,
  priceDifferenceBips,
  type TokenNativeAmounts,
} from '@/utils/v1/v1Liquidity'

import { approveStage } from './stages'

export function useV1Migration(info: V1ExchangeInfo & { token: Token }) {
  const chainId = useActiveChainId()
  const { token, liquidity, reserves, position } = info
  const [pairState, pair] = usePair(wrappedNative(chainId), token)
  const v2Reserves = useMemo((): TokenNativeAmounts | undefined => {
    const weth = wrappedNative(chainId)
    if (!pair || !weth) return undefined
    return { token: BigInt(pair.reserveOf(token).raw.toString()), native: BigInt(pair.reserveOf(weth).raw.toString()) }
  }, [pair, token, chainId])
  const isFirstProvider =
    pairState === PairState.NOT_EXISTS ||
    (v2Reserves !== undefined && (v2Reserves.token === 0n || v2Reserves.native === 0n))
  const differenceBips = reserves && v2Reserves ? priceDifferenceBips(reserves, v2Reserves) : undefined
  const isLargeDifference = !isFirstProvider && isLargePriceDifference(differenceBips)

  const isPairKnown = pairState === PairState.EXISTS || pairState === PairState.NOT_EXISTS
  const minimums = useMemo(
    () => (position && isPairKnown ? migrationMinimums(position, v2Reserves) : undefined),
    [position, isPairKnown, v2Reserves],
  )

  const migrator = useDeployment()?.migrator
  const [approval, approveCallback] = useApproveCallback(liquidity, migrator)
  const onApprove = useCallback(() => {
    approveCallback().catch((error: unknown) => console.debug('Approval not sent', error))
  }, [approveCallback])

  const hasNoLiquidity = liquidity !== undefined && liquidity.raw.toString() === '0'
  const migrate = useV1MigrateCallback(token, minimums, info.readBlock)
  const isApproved = approval === ApprovalState.APPROVED
  const flow = useV1SendFlow({ callback: migrate.callback, hasNoLiquidity, isReady: isApproved })

  // Everything the buttons depend on is known: before it, Approve sat disabled (allowance unknown) and turned live a
  // moment later, and axe could measure it half-way through the switch. Without a migrator there is no allowance to
  // wait for.
  const isSettled =
    liquidity !== undefined && minimums !== undefined && (migrator === undefined || approval !== ApprovalState.UNKNOWN)

  // The migration's own tokens, named in the preview: the V1 liquidity given, the V2 pool tokens received.
  const previewTokens = useMemo(
    () => [liquidity?.token, pair?.liquidityToken].filter((token) => token !== undefined),
    [liquidity, pair],
  )

  return {
    isSettled,
    // Previewed once the migrator may take the liquidity (before, the migration reverts for want of the allowance),
    // while there is some and it has not been sent from here.
    previewCalls: isApproved && !hasNoLiquidity && !flow.hash ? migrate.buildCalls : undefined,
    previewTokens,
    v2Reserves,
    isFirstProvider,
    differenceBips,
    isLargeDifference,
    minimums,
    approve: approveStage(approval, hasNoLiquidity && !flow.hash),
    onApprove,
    ...flow,
  }
}
