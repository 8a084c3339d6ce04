// Detailed mode: the pool tokens to burn and the amount of each currency, each editable; typing one sets the rest.
import { useTranslation } from 'react-i18next'

import { CurrencyInputPanel } from '@/components/CurrencyInputPanel'
import { Separator } from '@/components/ui'
import type { Currency, Token, TokenAmount } from '@/sdk'
import { BurnField } from '@/state/burn/slice'

interface Props {
  liquidityToken: Token | undefined
  userLiquidity: TokenAmount | undefined
  currencyA: Currency | null | undefined
  currencyB: Currency | null | undefined
  formattedAmounts: Record<BurnField, string>
  isAtMax: boolean
  onUserInput: (field: BurnField, typedValue: string) => void
  onCurrencySelect: (field: BurnField.CURRENCY_A | BurnField.CURRENCY_B, currency: Currency) => void
}

export function DetailedInputs(props: Props) {
  const { t } = useTranslation()
  const { currencyA, currencyB, formattedAmounts, onUserInput, onCurrencySelect } = props
  const onMax = () => onUserInput(BurnField.LIQUIDITY_PERCENT, '100')
  const outputPanel = (field: BurnField.CURRENCY_A | BurnField.CURRENCY_B, testId: string) => (
    <CurrencyInputPanel
      testId={testId}
      label={t('removeLiquidity.output')}
      value={formattedAmounts[field]}
      onUserInput={(value) => onUserInput(field, value)}
      showMaxButton={!props.isAtMax}
      onMax={onMax}
      currency={field === BurnField.CURRENCY_A ? currencyA : currencyB}
      otherCurrency={field === BurnField.CURRENCY_A ? currencyB : currencyA}
      onCurrencySelect={(currency) => onCurrencySelect(field, currency)}
    />
  )
  return (
    <>
      <CurrencyInputPanel
        testId="remove-input-liquidity"
        label={t('removeLiquidity.input')}
        value={formattedAmounts[BurnField.LIQUIDITY]}
        onUserInput={(value) => onUserInput(BurnField.LIQUIDITY, value)}
        showMaxButton={!props.isAtMax}
        onMax={onMax}
        currency={props.liquidityToken}
        balance={props.userLiquidity}
        disableCurrencySelect
      />
      <Separator aria-hidden>↓</Separator>
      {outputPanel(BurnField.CURRENCY_A, 'remove-input-a')}
      <Separator aria-hidden>+</Separator>
      {outputPanel(BurnField.CURRENCY_B, 'remove-input-b')}
    </>
  )
}
