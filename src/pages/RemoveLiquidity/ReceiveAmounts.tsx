// Simple mode's outcome: the amount of each currency the removal pays out, and the switch between receiving the
// native coin and its wrapped token.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { DetailRow } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type Currency, currencySymbol } from '@/sdk'

import { AmountValue, CurrencyCell, EndRow, Panel } from './styles'

interface Props {
  currencyA: Currency | null | undefined
  currencyB: Currency | null | undefined
  amountA: string
  amountB: string
  receiveSwitch?: ReactNode
}

export function ReceiveAmounts({ currencyA, currencyB, amountA, amountB, receiveSwitch }: Props) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  return (
    <Panel aria-label={t('removeLiquidity.youWillReceive')}>
      <DetailRow>
        <AmountValue data-testid="remove-amount-a">{amountA || '-'}</AmountValue>
        <CurrencyCell>
          <CurrencyLogo currency={currencyA} size={24} />
          {currencySymbol(currencyA, chainId)}
        </CurrencyCell>
      </DetailRow>
      <DetailRow>
        <AmountValue data-testid="remove-amount-b">{amountB || '-'}</AmountValue>
        <CurrencyCell>
          <CurrencyLogo currency={currencyB} size={24} />
          {currencySymbol(currencyB, chainId)}
        </CurrencyCell>
      </DetailRow>
      {receiveSwitch ? <EndRow>{receiveSwitch}</EndRow> : null}
    </Panel>
  )
}
