// Remove liquidity from a pair at /remove/{A}/{B}: Simple mode (percent, slider, quick buttons) or Detailed mode
// (pool tokens and both amounts), what will be received, prices, the position, Approve and Remove; the confirm
// dialog loads on first use.
import { lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { OnceOpened } from '@/components/OnceOpened'
import { SettingsButton } from '@/components/Settings'
import { RouteTokenWarning } from '@/components/TokenWarning'
import { BackLink, Card, LinkButton, OutlineCard, Row, RowBetween, Separator, Title, ToneCard } from '@/components/ui'
import { BurnField } from '@/state/burn/slice'

import { DetailedInputs } from './DetailedInputs'
import { PercentPicker } from './PercentPicker'
import { PoolPrices } from './PoolPrices'
import { PositionCard } from './PositionCard'
import { ReceiveAmounts } from './ReceiveAmounts'
import { ReceiveSwitch } from './ReceiveSwitch'
import { RemoveButtons } from './RemoveButtons'
import { EndRow } from './styles'
import { useRemovePage } from './useRemovePage'

const ConfirmRemoveModal = lazy(() => import('./ConfirmRemoveModal'))

export default function RemoveLiquidity() {
  const { t } = useTranslation()
  const page = useRemovePage()
  const { burn, currencyA, currencyB, formattedAmounts, confirm, receiveSwitch } = page
  const { pair, tokenA, tokenB, parsedAmounts } = burn
  const [isDetailed, setIsDetailed] = useState(false)

  const switchLink = receiveSwitch ? <ReceiveSwitch to={receiveSwitch.to} receive={receiveSwitch.receive} /> : null
  const percent = parsedAmounts[BurnField.LIQUIDITY_PERCENT]

  return (
    <Card aria-labelledby="remove-title">
      <RowBetween>
        <Row $gap={12}>
          <BackLink to="/pool" aria-label={t('removeLiquidity.back')}>
            ←
          </BackLink>
          <Title id="remove-title">{t('removeLiquidity.title')}</Title>
        </Row>
        <SettingsButton />
      </RowBetween>
      {/* A pair with a declined token is no pair: back to the pool list. */}
      <RouteTokenWarning pathWithout={() => '/pool'} />
      <ToneCard $tone="info">{t('removeLiquidity.tip')}</ToneCard>
      <RowBetween>
        <span />
        <LinkButton type="button" data-testid="remove-mode-toggle" onClick={() => setIsDetailed(!isDetailed)}>
          {isDetailed ? t('removeLiquidity.simple') : t('removeLiquidity.detailed')}
        </LinkButton>
      </RowBetween>
      {isDetailed ? (
        <>
          <DetailedInputs
            liquidityToken={pair?.liquidityToken}
            userLiquidity={burn.userLiquidity}
            currencyA={currencyA}
            currencyB={currencyB}
            formattedAmounts={formattedAmounts}
            isAtMax={percent.equalTo('1')}
            onUserInput={page.onUserInput}
            onCurrencySelect={page.onCurrencySelect}
          />
          {switchLink ? <EndRow>{switchLink}</EndRow> : null}
        </>
      ) : (
        <>
          <PercentPicker percent={percent} onUserInput={page.onUserInput} />
          <Separator aria-hidden>↓</Separator>
          <ReceiveAmounts
            currencyA={currencyA}
            currencyB={currencyB}
            amountA={formattedAmounts[BurnField.CURRENCY_A]}
            amountB={formattedAmounts[BurnField.CURRENCY_B]}
            parsedA={parsedAmounts[BurnField.CURRENCY_A]}
            parsedB={parsedAmounts[BurnField.CURRENCY_B]}
            receiveSwitch={switchLink}
          />
        </>
      )}
      {pair && tokenA && tokenB && currencyA && currencyB ? (
        <OutlineCard data-testid="remove-prices">
          <PoolPrices pair={pair} tokenA={tokenA} tokenB={tokenB} currencyA={currencyA} currencyB={currencyB} />
        </OutlineCard>
      ) : null}
      <RemoveButtons
        state={page.buttonState}
        onConnect={page.toggleWalletModal}
        onApprove={page.onApprove}
        approveAmount={page.approveAmount}
        onRemove={confirm.open}
      />
      {burn.userLiquidity && currencyA && currencyB ? (
        <PositionCard
          pair={pair}
          currencyA={currencyA}
          currencyB={currencyB}
          userLiquidity={burn.userLiquidity}
          totalSupply={burn.totalSupply}
          pooledA={burn.liquidityValueA}
          pooledB={burn.liquidityValueB}
        />
      ) : null}
      <OnceOpened isOpen={confirm.dialog.isOpen}>
        <ConfirmRemoveModal
          dialog={confirm.dialog}
          review={page.review}
          buildCalls={page.removeCalls}
          onConfirm={confirm.confirm}
        />
      </OnceOpened>
    </Card>
  )
}
