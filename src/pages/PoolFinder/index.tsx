// The pair finder at /find: two token selectors (the first starts on the native coin) and what the chain says about
// the pair; an existing pair is added to the user's tracked pairs so the pool page lists it.
import { useTranslation } from 'react-i18next'

import { PositionCard } from '@/components/PositionCard'
import { BackLink, Card, InternalLink, Row, Separator, Title, ToneCard } from '@/components/ui'
import { currencyId } from '@/utils/tokens/currencyId'

import { CurrencySelect } from './CurrencySelect'
import { Found, Message } from './styles'
import { usePoolFinder } from './usePoolFinder'

/** What the chain says about the pair and where to go from there ('No pool found.', then 'Create pool.'). */
function Finding({ text, to, link }: { text: string; to: string; link: string }) {
  return (
    <>
      <p>{text}</p>
      <InternalLink to={to}>{link}</InternalLink>
    </>
  )
}

export default function PoolFinder() {
  const { t } = useTranslation()
  const { currency0, currency1, setCurrency0, setCurrency1, status, position } = usePoolFinder()
  const ids = currency0 && currency1 ? `${currencyId(currency0)}/${currencyId(currency1)}` : ''
  let message
  switch (status) {
    case 'connect':
      message = <p>{t('poolFinder.connect')}</p>
      break
    case 'selectToken':
      message = <p>{t('poolFinder.prompt')}</p>
      break
    case 'loading':
      message = <p role="status">{t('poolFinder.loading')}</p>
      break
    case 'invalid':
      message = <p>{t('poolFinder.invalid')}</p>
      break
    case 'notFound':
      message = <Finding text={t('poolFinder.notFound')} to={`/create/${ids}`} link={t('poolFinder.create')} />
      break
    case 'noLiquidity':
      message = <Finding text={t('poolFinder.noLiquidity')} to={`/add/${ids}`} link={t('poolFinder.addLiquidity')} />
      break
    case 'found':
      message = null
  }

  return (
    <Card aria-labelledby="find-title">
      <Row $gap={12}>
        <BackLink to="/pool" aria-label={t('poolFinder.back')}>
          ←
        </BackLink>
        <Title id="find-title">{t('pages.poolFinder')}</Title>
      </Row>
      <ToneCard $tone="info">{t('poolFinder.tip')}</ToneCard>
      <CurrencySelect side="a" currency={currency0} otherCurrency={currency1} onSelect={setCurrency0} />
      <Separator aria-hidden>+</Separator>
      <CurrencySelect side="b" currency={currency1} otherCurrency={currency0} onSelect={setCurrency1} />
      {status === 'found' ? (
        <>
          <Found data-testid="find-status">
            <Finding text={t('poolFinder.found')} to="/pool" link={t('poolFinder.manage')} />
          </Found>
          {position ? <PositionCard position={position} /> : null}
        </>
      ) : (
        <Message data-testid="find-status">{message}</Message>
      )}
    </Card>
  )
}
