// Add liquidity to a pair, or create one (/create): two amount panels, prices and pool share, the first-provider
// notice, Approve and Supply, and the user's position in the pair if any; the supply dialog loads on first use.
import { lazy } from 'react'
import { useTranslation } from 'react-i18next'

import { CurrencyInputPanel } from '@/components/CurrencyInputPanel'
import { OnceOpened } from '@/components/OnceOpened'
import { PositionCard } from '@/components/PositionCard'
import { SettingsButton } from '@/components/Settings'
import { RouteTokenWarning } from '@/components/TokenWarning'
import { BackLink, Card, RowBetween, Separator, Title } from '@/components/ui'
import { UnsupportedAssetsFooter } from '@/components/UnsupportedAssets'
import { LazyUsdAmount } from '@/components/UsdValue'
import { PairState } from '@/hooks/liquidity/pairs'
import type { Currency } from '@/sdk'
import { Field } from '@/state/mint/slice'

import { AddButtons } from './AddButtons'
import { PoolPriceBar } from './PoolPriceBar'
import { InfoCard, Strong } from './styles'
import { useAddLiquidityPage } from './useAddLiquidityPage'

const ConfirmAddModal = lazy(() => import('./ConfirmAddModal'))

export default function AddLiquidity({ createMode = false }: { createMode?: boolean }) {
  const { t } = useTranslation()
  const page = useAddLiquidityPage(createMode ? '/create' : '/add')
  const { currencies, balances, formattedAmounts, maxAmounts, atMax, onFieldInput, onSelect, symbols, confirm } = page

  const currencyA = currencies[Field.CURRENCY_A]
  const currencyB = currencies[Field.CURRENCY_B]
  const hasPair = Boolean(currencyA && currencyB) && page.pairState !== PairState.INVALID
  const isFirstProvider = page.noLiquidity || (createMode && page.pairState !== PairState.EXISTS)
  const title = createMode ? t('pages.createPair') : t('pages.addLiquidity')

  const panel = (field: Field, testId: string, select: (currency: Currency) => void) => (
    <CurrencyInputPanel
      testId={testId}
      label={t('addLiquidity.input')}
      value={formattedAmounts[field]}
      onUserInput={(value) => onFieldInput(field, value)}
      showMaxButton={!atMax(field)}
      onMax={maxAmounts[field] ? () => onFieldInput(field, maxAmounts[field]?.toExact() ?? '') : undefined}
      currency={currencies[field]}
      onCurrencySelect={select}
      otherCurrency={currencies[field === Field.CURRENCY_A ? Field.CURRENCY_B : Field.CURRENCY_A]}
      balance={balances[field]}
      showCommonBases={false}
      usdValue={<LazyUsdAmount amount={page.parsedAmounts[field]} testId={`${testId}-usd`} />}
    />
  )

  return (
    <Card aria-labelledby="add-liquidity-title">
      <RowBetween>
        <BackLink to="/pool" aria-label={t('addLiquidity.back')} data-testid="add-back">
          ←
        </BackLink>
        <Title id="add-liquidity-title">{title}</Title>
        <SettingsButton />
      </RowBetween>
      <RouteTokenWarning pathWithout={(kept) => [createMode ? '/create' : '/add', ...kept].join('/')} />
      {isFirstProvider ? (
        <InfoCard $tone="info" data-testid="add-first-provider">
          <Strong>{t('addLiquidity.firstProvider.title')}</Strong>
          <p>{t('addLiquidity.firstProvider.ratio')}</p>
          <p>{t('addLiquidity.firstProvider.review')}</p>
        </InfoCard>
      ) : (
        <InfoCard $tone="info">
          <p>{t('addLiquidity.tip')}</p>
        </InfoCard>
      )}
      {panel(Field.CURRENCY_A, 'add-input-a', (currency) => onSelect('A', currency))}
      <Separator aria-hidden>+</Separator>
      {panel(Field.CURRENCY_B, 'add-input-b', (currency) => onSelect('B', currency))}
      {hasPair ? (
        <PoolPriceBar
          symbolA={symbols[Field.CURRENCY_A]}
          symbolB={symbols[Field.CURRENCY_B]}
          price={page.price}
          poolTokenPercentage={page.poolTokenPercentage}
          noLiquidity={page.noLiquidity}
        />
      ) : null}
      <AddButtons
        state={page.buttonState}
        symbolA={symbols[Field.CURRENCY_A]}
        symbolB={symbols[Field.CURRENCY_B]}
        onConnect={page.toggleWalletModal}
        onApproveA={page.onApproveA}
        onApproveB={page.onApproveB}
        amountA={page.parsedAmounts[Field.CURRENCY_A]}
        amountB={page.parsedAmounts[Field.CURRENCY_B]}
        onSupply={page.onSupply}
      />
      {page.buttonState.kind === 'unsupported' ? <UnsupportedAssetsFooter currencies={[currencyA, currencyB]} /> : null}
      {page.position ? <PositionCard position={page.position} /> : null}
      <OnceOpened isOpen={confirm.dialog.isOpen}>
        <ConfirmAddModal
          dialog={confirm.dialog}
          review={page.review}
          buildCalls={page.addCalls}
          onConfirm={confirm.onAdd}
        />
      </OnceOpened>
    </Card>
  )
}
