// A farm's page body: title, totals, timeline, the yields beside the user's deposits and rewards, and the three
// dialogs.
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Page, SmallText } from '@/components/ui'
import { useMasterBreederContract } from '@/hooks/contracts/staking'
import { useBlockTime } from '@/hooks/staking/useBlockTime'
import { useFarmCallbacks } from '@/hooks/staking/useFarmCallbacks'
import { useFarmsFigures } from '@/hooks/staking/useFarmsFigures'
import { useFarmYields } from '@/hooks/staking/useFarmYields'
import { useFeeStages } from '@/hooks/staking/useFeeStages'
import { useUnlockSchedule } from '@/hooks/staking/useUnlockSchedule'
import type { Token } from '@/sdk'
import { useBlockNumber } from '@/state/application/hooks'
import { localizeDecimal } from '@/utils/format/localizeNumber'
import type { Farm } from '@/utils/staking/types'
import { withdrawalFee } from '@/utils/staking/withdrawalFee'

import { FarmYieldsCards } from './FarmYields'
import { NotStartedNotice } from './RewardTimeline'
import { StakeControls } from './StakeControls'
import { StakeTotals } from './StakeTotals'
import { GreenCard, PageTitle, Side, YieldsAndPosition } from './styles'

export interface FarmViewProps {
  farm: Farm
  token0?: Token
  token1?: Token
  /** Symbols in the order the URL gives them, for the title and the add-liquidity link. */
  symbolA: string
  symbolB: string
  addLiquidityPath: string
  lpToken: Token
  rewardSymbol: string
}

// The farm page shows its one farm.
const isOnScreen = () => true

export function FarmView({
  farm,
  token0,
  token1,
  symbolA,
  symbolB,
  addLiquidityPath,
  lpToken,
  rewardSymbol,
}: FarmViewProps) {
  const { t } = useTranslation()
  const breeder = useMasterBreederContract()
  const blockTime = useBlockTime()
  const blockNumber = useBlockNumber()
  const stages = useFeeStages()
  const farms = useMemo(() => [farm], [farm])
  const tokensOf = useCallback(() => ({ token0, token1 }), [token0, token1])
  const [figures] = useFarmsFigures(farms, tokensOf)
  const aprs = useMemo(() => [figures.apr], [figures.apr])
  const [yields] = useFarmYields(farms, aprs, tokensOf, isOnScreen)
  const schedule = useUnlockSchedule()
  const callbacks = useFarmCallbacks(farm.pid, lpToken.symbol ?? '')

  const user = farm.user
  // Neither staked nor holding liquidity tokens: the first step is to get some.
  const needsLiquidity = Boolean(user && user.staked <= 0n && user.lpBalance <= 0n)
  // The withdrawal lands in the next block: its distance from the last action decides the stage.
  const feeFor = (value: bigint) =>
    stages && user && blockNumber !== undefined
      ? withdrawalFee(stages, BigInt(blockNumber + 1 - user.lastActionBlock), value)
      : undefined
  const split = {
    locked: localizeDecimal(figures.pending.locked.toFixed(4)),
    unlocked: localizeDecimal(figures.pending.unlocked.toFixed(4)),
  }

  return (
    <Page $width="wide" aria-labelledby="farm-title">
      <PageTitle id="farm-title">{t('staking.farm.title', { a: symbolA, b: symbolB })}</PageTitle>
      {figures.timeline && (
        <NotStartedNotice timeline={figures.timeline} blockTime={blockTime} startBlock={farm.startBlock} />
      )}
      <StakeTotals
        figures={figures}
        rateLabel={t('staking.emissionRate')}
        rewardSymbol={rewardSymbol}
        blockTime={blockTime}
      />
      <YieldsAndPosition>
        <Side>
          <FarmYieldsCards yields={yields} schedule={schedule} />
        </Side>
        <Side>
          {needsLiquidity && (
            <GreenCard data-testid="stake-get-lp">
              <strong>{t('staking.farm.step1')}</strong>
              <span>{t('staking.farm.step1Body', { a: symbolA, b: symbolB })}</span>
              <Link to={addLiquidityPath}>{t('staking.farm.addLiquidity', { a: symbolA, b: symbolB })}</Link>
            </GreenCard>
          )}
          <StakeControls
            token={lpToken}
            position={
              user && { staked: user.staked, balance: user.lpBalance, pending: user.pending, readBlock: user.readBlock }
            }
            stakedUsd={figures.userStakedUsd}
            pendingUsd={figures.pendingUsd}
            availableTestId="stake-lp-balance"
            rewardSymbol={rewardSymbol}
            pending={figures.pending.total}
            pendingDetails={<SmallText data-testid="stake-unclaimed-split">{t('staking.split', split)}</SmallText>}
            callbacks={callbacks}
            spender={breeder?.address}
            feeFor={feeFor}
            claimDetails={
              <SmallText>
                {t('staking.modal.claimBody', {
                  amount: localizeDecimal(figures.pending.total.toFixed(4)),
                  symbol: rewardSymbol,
                  ...split,
                })}
              </SmallText>
            }
          />
        </Side>
      </YieldsAndPosition>
    </Page>
  )
}
