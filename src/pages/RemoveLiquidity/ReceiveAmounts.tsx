// Simple mode's outcome: the amount of each currency the removal pays out, and the switch between receiving the
// native coin and its wrapped token.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { LazyUsdAmount } from '@/components/UsdValue'
import type { Currency, CurrencyAmount } from '@/sdk'

import { AmountLine } from './AmountLine'
import { EndRow, Panel } from './styles'

interface Props {
  currencyA: Currency | null | undefined
  currencyB: Currency | null | undefined
  amountA: string
  amountB: string
  /** The amounts as parsed, for their USD values. */
  parsedA?: CurrencyAmount
  parsedB?: CurrencyAmount
  receiveSwitch?: ReactNode
}

export function ReceiveAmounts({ currencyA, currencyB, amountA, amountB, parsedA, parsedB, receiveSwitch }: Props) {
  const { t } = useTranslation()
  return (
    <Panel aria-label={t('removeLiquidity.youWillReceive')}>
      <AmountLine
        amount={amountA || '-'}
        currency={currencyA}
        testId="remove-amount-a"
        usdValue={<LazyUsdAmount amount={parsedA} testId="remove-amount-a-usd" />}
      />
      <AmountLine
        amount={amountB || '-'}
        currency={currencyB}
        testId="remove-amount-b"
        usdValue={<LazyUsdAmount amount={parsedB} testId="remove-amount-b-usd" />}
      />
      {receiveSwitch ? <EndRow>{receiveSwitch}</EndRow> : null}
    </Panel>
  )
}
