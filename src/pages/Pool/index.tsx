// The user's liquidity at /pool: the LP rewards banner, Create a pair and Add Liquidity, a card per position
// (wallet and farm-staked pool tokens), the analytics link and the import or V1 migration footer.
import { useTranslation } from 'react-i18next'

import { PositionCard } from '@/components/PositionCard'
import { ButtonLink, ExternalLink, InternalLink, Page, Paragraph, PlainList, Title, TitleRow } from '@/components/ui'
import { chainLinks, SOCIAL_LINKS } from '@/config/links'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWalletStatus } from '@/connection/useWalletStatus'

import { Banner, BannerTitle, Footer, Message, TitleActions } from './styles'
import { type PoolPositions, usePoolPositions } from './usePoolPositions'

function Positions({ account, positions, isLoading }: { account: string | undefined } & PoolPositions) {
  const { t } = useTranslation()
  if (!account) return <Message>{t('pool.connect')}</Message>
  if (positions.length === 0) {
    return isLoading ? <Message role="status">{t('pool.loading')}</Message> : <Message>{t('pool.empty')}</Message>
  }
  return (
    <PlainList aria-label={t('pool.positions')}>
      {positions.map((position) => (
        <li key={position.pair.liquidityToken.address}>
          <PositionCard position={position} showActions />
        </li>
      ))}
    </PlainList>
  )
}

function ImportFooter({ hasV1Liquidity }: { hasV1Liquidity: boolean | undefined }) {
  const { t } = useTranslation()
  return (
    <Footer data-testid="pool-footer">
      {hasV1Liquidity ? t('pool.v1Found') : t('pool.importPrompt')}{' '}
      <InternalLink to={hasV1Liquidity ? '/migrate/v1' : '/find'}>
        {hasV1Liquidity ? t('pool.migrateLink') : t('pool.importLink')}
      </InternalLink>
    </Footer>
  )
}

export default function Pool() {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const { account } = useWalletStatus()
  const analytics = chainLinks(chainId).analytics
  const pool = usePoolPositions(account)

  return (
    <Page aria-labelledby="pool-title">
      <Banner>
        <BannerTitle>{t('pool.rewardsTitle')}</BannerTitle>
        <Paragraph>{t('pool.rewardsText')}</Paragraph>
        <ExternalLink href={SOCIAL_LINKS.docs} target="_blank" rel="noopener noreferrer">
          {t('pool.readMore')}
        </ExternalLink>
      </Banner>
      <TitleRow>
        <Title id="pool-title">{t('pages.pool')}</Title>
        <TitleActions>
          <ButtonLink $size="small" $variant="outline" to="/create/ETH">
            {t('pool.createPair')}
          </ButtonLink>
          <ButtonLink $size="small" to="/add/ETH">
            {t('pool.addLiquidity')}
          </ButtonLink>
        </TitleActions>
      </TitleRow>
      <Positions account={account} {...pool} />
      {account && analytics ? (
        <ExternalLink href={`${analytics}/account/${account}`} target="_blank" rel="noopener noreferrer">
          {t('pool.analytics')} ↗
        </ExternalLink>
      ) : null}
      <ImportFooter hasV1Liquidity={pool.hasV1Liquidity} />
    </Page>
  )
}
