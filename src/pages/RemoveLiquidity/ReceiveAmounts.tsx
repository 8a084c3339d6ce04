// Simple mode's outcome: the amount of each currency the removal pays out, and the switch between receiving the
// native coin and its wrapped token.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import type { Currency } from '@/sdk'

import { AmountLine } from './AmountLine'
import { EndRow, Panel } from './styles'

interface Props {
  currencyA: Currency | null | undefined
  currencyB: Currency | null | undefined
  amountA: string
  amountB: string
  receiveSwitch?: ReactNode
}

export function ReceiveAmounts({ currencyA, currencyB, amountA, amountB, receiveSwitch }: Props) {
  const { t } = useTranslation()
  return (
    <Panel aria-label={t('removeLiquidity.youWillReceive')}>
      <AmountLine amount={amountA || '-'} currency={currencyA} testId="remove-amount-a" />
      <AmountLine amount={amountB || '-'} currency={currencyB} testId="remove-amount-b" />
      {receiveSwitch ? <EndRow>{receiveSwitch}</EndRow> : null}
    </Panel>
  )
}
