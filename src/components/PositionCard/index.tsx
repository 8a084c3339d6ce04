// A liquidity position: the pair with logos, the user's pool tokens (and the staked part), the pooled amount of each
// token, the pool share and the position's USD value. The full card (pool page) adds the Add, Remove and
// liquidity-mining links.
import { useTranslation } from 'react-i18next'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { ButtonLink } from '@/components/ui'
import { LazyPositionUsd } from '@/components/UsdValue/LazyPositionUsd'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { currencySymbol, JSBI, unwrappedToken } from '@/sdk'
import { formatAmount } from '@/utils/format/formatAmount'
import { localizePercent } from '@/utils/format/localizeNumber'
import { shortenSymbol } from '@/utils/format/shortenSymbol'
import { liquidityPaths } from '@/utils/liquidity/liquidityPaths'
import { formatPoolShare, type Position } from '@/utils/liquidity/position'

import { Actions, Card, CardTitle, Logos, Row, Rows, Term, Value } from './styles'

export interface PositionCardProps {
  position: Position
  /** The pool page's card: links, and the share with 6 decimals (2 with '<0.01' on the compact card). */
  showActions?: boolean
}

export function PositionCard({ position, showActions = false }: PositionCardProps) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const { pair, total, staked, pooled, share } = position
  const currency0 = unwrappedToken(pair.token0)
  const currency1 = unwrappedToken(pair.token1)
  // Token symbols are untrusted: rendered as text only.
  const symbol0 = shortenSymbol(currencySymbol(currency0, chainId)) ?? ''
  const symbol1 = shortenSymbol(currencySymbol(currency1, chainId)) ?? ''
  const paths = liquidityPaths(pair.token0, pair.token1)
  const hasStake = JSBI.greaterThan(staked.raw, JSBI.BigInt(0))

  return (
    <Card data-testid={`position-${pair.liquidityToken.address}`} aria-label={`${symbol0}/${symbol1}`}>
      <CardTitle>
        <Logos aria-hidden>
          <CurrencyLogo currency={currency0} size={20} />
          <CurrencyLogo currency={currency1} size={20} />
        </Logos>
        <span data-testid="position-pair">{`${symbol0}/${symbol1}`}</span>
      </CardTitle>
      <Rows>
        <Row>
          <Term>{t('pool.position.poolTokens')}</Term>
          <Value data-testid="position-pool-tokens">{formatAmount(total, 4)}</Value>
        </Row>
        {hasStake ? (
          <Row>
            <Term>{t('pool.position.staked')}</Term>
            <Value data-testid="position-staked">{formatAmount(staked, 4)}</Value>
          </Row>
        ) : null}
        {[currency0, currency1].map((currency, i) => (
          <Row key={i}>
            <Term>{t('pool.position.pooled', { symbol: i === 0 ? symbol0 : symbol1 })}</Term>
            <Value>
              <span data-testid={`position-pooled-${i}`}>{formatAmount(pooled[i], 6)}</span>
              <CurrencyLogo currency={currency} size={16} />
            </Value>
          </Row>
        ))}
        <Row>
          <Term>{t('pool.position.share')}</Term>
          <Value data-testid="position-share">{localizePercent(formatPoolShare(share, showActions ? 6 : 2))}</Value>
        </Row>
        <LazyPositionUsd position={position}>
          {(usd) => (
            <Row>
              <Term>{t('pool.position.value')}</Term>
              <Value data-testid="position-usd">{usd}</Value>
            </Row>
          )}
        </LazyPositionUsd>
      </Rows>
      {showActions ? (
        <Actions>
          <ButtonLink $variant="secondary" $size="small" to={paths.add} data-testid="position-add">
            {t('pool.position.add')}
          </ButtonLink>
          <ButtonLink $variant="secondary" $size="small" to={paths.remove} data-testid="position-remove">
            {t('pool.position.remove')}
          </ButtonLink>
          <ButtonLink $variant="secondary" $size="small" to={paths.staking} data-testid="position-mining">
            {t('pool.position.mining')}
          </ButtonLink>
        </Actions>
      ) : null}
    </Card>
  )
}
