// A farm's yields beside its reward APR: the part paid now and the part locked, the lock's unlock schedule and the
// pair's trading-fee APR (shown only when the node served the day of swaps).
import { useTranslation } from 'react-i18next'

import { SmallText, StatCard, StatGrid, StatLabel, StatValue } from '@/components/ui'
import { useFormatLocale } from '@/hooks/format/useFormatLocale'
import type { FarmYields } from '@/hooks/staking/useFarmYields'
import { toDataValue } from '@/utils/pricing/rational'
import { formatApr } from '@/utils/staking/apr'
import type { UnlockSchedule } from '@/utils/staking/unlockSchedule'

/** The exact figure for tests and tools, beside the rounded text. */

/** 'Paid now (5%): 1.23%' and 'Locked (95%): 23.40%', each with its test id prefix (stake-, farm-). */
export function AprSplitLines({ yields, prefix }: { yields: FarmYields; prefix: 'stake' | 'farm' }) {
  const { t } = useTranslation()
  const { split, lockedPercent } = yields
  if (!split || lockedPercent === undefined) return null
  return (
    <>
      <SmallText data-testid={`${prefix}-apr-paid-now`} data-value={toDataValue(split.paidNow)}>
        {t('staking.yields.paidNow', {
          percent: String(100n - lockedPercent),
          apr: formatApr(split.paidNow),
        })}
      </SmallText>
      <SmallText data-testid={`${prefix}-apr-locked`} data-value={toDataValue(split.locked)}>
        {t('staking.yields.locked', { percent: String(lockedPercent), apr: formatApr(split.locked) })}
      </SmallText>
    </>
  )
}

/** 'Trading fees (24 h): 0.12%' once the day of swaps is read; nothing while loading or where logs are not served. */
export function FeeAprLine({ yields, testId }: { yields: FarmYields; testId: string }) {
  const { t } = useTranslation()
  if (yields.feeApr.status !== 'shown') return null
  return (
    <SmallText data-testid={testId} data-value={toDataValue(yields.feeApr.apr)}>
      {t('staking.yields.feeApr', { apr: formatApr(yields.feeApr.apr) })}
    </SmallText>
  )
}

/** 'Locked rewards unlock linearly from block X to block Y', with the estimated dates. */
export function UnlockScheduleText({ schedule, testId }: { schedule: UnlockSchedule; testId: string }) {
  const { t } = useTranslation()
  const locale = useFormatLocale()
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const block = new Intl.NumberFormat(locale)
  return (
    <SmallText
      data-testid={testId}
      data-from-block={schedule.fromBlock}
      data-to-block={schedule.toBlock}
      data-phase={schedule.phase}
    >
      {t(schedule.phase === 'ended' ? 'staking.yields.scheduleEnded' : 'staking.yields.schedule', {
        from: block.format(schedule.fromBlock),
        to: block.format(schedule.toBlock),
        fromDate: date.format(schedule.fromTime),
        toDate: date.format(schedule.toTime),
      })}
    </SmallText>
  )
}

/** The farm page's cards: the reward APR split with the schedule, and the fee APR when shown. */
export function FarmYieldsCards({ yields, schedule }: { yields: FarmYields; schedule?: UnlockSchedule }) {
  const { t } = useTranslation()
  return (
    // data-fee-apr: loading, hidden (the node did not serve the day of swaps) or shown.
    <StatGrid data-testid="stake-yields" data-fee-apr={yields.feeApr.status}>
      <StatCard>
        <StatLabel>{t('staking.yields.splitTitle')}</StatLabel>
        <AprSplitLines yields={yields} prefix="stake" />
        {schedule && <UnlockScheduleText schedule={schedule} testId="stake-unlock-schedule" />}
      </StatCard>
      {yields.feeApr.status === 'shown' && (
        <StatCard>
          <StatLabel>{t('staking.yields.feeTitle')}</StatLabel>
          <StatValue data-testid="stake-fee-apr" data-value={toDataValue(yields.feeApr.apr)}>
            {formatApr(yields.feeApr.apr)}
          </StatValue>
          <SmallText>{t('staking.yields.feeBody')}</SmallText>
        </StatCard>
      )}
    </StatGrid>
  )
}
