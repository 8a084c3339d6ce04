// The portfolio's stakes: a row per farm or single pool the account has staked in or has rewards pending from, what
// it staked, what it has earned, their value, and the way to the farm or pool; the raw stake and reward also sit on
// the row for tests and tools.
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

import { NameLink } from '@/components/explore/styles'
import { useActiveChainId } from '@/connection/useActiveChainId'
import type { StakeHolding } from '@/hooks/portfolio/usePortfolioStakes'
import { type Token, unwrappedToken } from '@/sdk'
import { formatTokenRaw } from '@/utils/format/formatAmount'
import { lpTokenOf } from '@/utils/liquidity/lpToken'
import { poolName } from '@/utils/pools/poolName'
import { formatUsd } from '@/utils/pricing/formatUsd'
import { toDataValue } from '@/utils/pricing/rational'
import { currencyId } from '@/utils/tokens/currencyId'

import { HoldingsTable } from './HoldingsTable'

function amount(token: Token | undefined, raw: bigint): string {
  return token ? `${formatTokenRaw(token, raw) || '0'} ${token.symbol ?? ''}`.trim() : '-'
}

function stakeName(stake: StakeHolding, t: TFunction): string {
  if (stake.kind === 'farm') return stake.pool ? t('portfolio.farm', { name: poolName(stake.pool) }) : '?'
  return t('portfolio.singlePool', { symbol: stake.stakedToken?.symbol ?? '?' })
}

function stakePath(stake: StakeHolding): string {
  if (stake.kind === 'single') return `/staking/single/${stake.address}`
  if (!stake.pool) return '/staking/OVPit'
  const [a, b] = [stake.pool.token0, stake.pool.token1].map((token) => currencyId(unwrappedToken(token)))
  return `/staking/pools/${a}/${b}`
}

const COLUMNS = ['stake', 'staked', 'pending', 'value'] as const

export function StakeHoldings({ stakes }: { stakes: readonly StakeHolding[] }) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  return (
    <HoldingsTable label="portfolio.stakes" testId="portfolio-stakes" columns={COLUMNS}>
      {stakes.map((stake) => (
        <tr
          key={stake.id}
          data-testid={`portfolio-stake-${stake.id}`}
          data-staked={stake.raw.toString()}
          data-pending={stake.pending.toString()}
          data-usd={toDataValue(stake.usd)}
        >
          <td>
            <NameLink to={stakePath(stake)}>{stakeName(stake, t)}</NameLink>
          </td>
          <td data-figure>
            {stake.kind === 'farm'
              ? formatTokenRaw(lpTokenOf(chainId, stake.address), stake.raw) || '0'
              : amount(stake.stakedToken, stake.raw)}
          </td>
          <td data-figure>{amount(stake.rewardToken, stake.pending)}</td>
          <td data-figure>{formatUsd(stake.usd)}</td>
        </tr>
      ))}
    </HoldingsTable>
  )
}
