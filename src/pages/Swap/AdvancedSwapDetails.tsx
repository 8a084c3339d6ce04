// The trade's details under the panels: minimum received or maximum sold, price impact, LP fee, route, fee text.
import { Fragment, memo } from 'react'
import { useTranslation } from 'react-i18next'

import { DetailRow, Label, Note, OutlineCard, Value } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type CurrencyAmount, currencySymbol, Fraction, JSBI, type Percent, type Trade, TradeType } from '@/sdk'
import { localizeBasisPoints, localizeDecimal } from '@/utils/format/localizeNumber'
import { slippagePercent } from '@/utils/swap/slippage'

import { PriceImpact } from './PriceImpact'

/** What the trade costs beyond its price: shown under the panels and again in the confirm dialog. */
export interface TradeDetails {
  /** The slippage the trade's bounds use, in basis points: the user's tolerance, widened by the tokens' taxes. */
  allowedSlippage: number
  /** The part of the output the trade's tokens keep as a transfer tax, in basis points (the token check). */
  taxBps: number
  priceImpact: Percent | undefined
  /** The price impact's warning level (0 to 4). */
  severity: number
  realizedLPFee: CurrencyAmount | undefined
}

/** About what arrives once the tax is taken (a taxed sale gives a little more: less sold moves the price less). */
const afterTax = (amount: CurrencyAmount, taxBps: number) =>
  amount.multiply(new Fraction(JSBI.BigInt(10_000 - taxBps), JSBI.BigInt(10_000)))

/** Memoised: a key typed into the swap form redraws the details only once its quote has followed. */
export const AdvancedSwapDetails = memo(function AdvancedSwapDetails({
  trade,
  details,
}: {
  trade: Trade
  details: TradeDetails
}) {
  const { allowedSlippage, taxBps, priceImpact, severity, realizedLPFee } = details
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const isExactIn = trade.tradeType === TradeType.EXACT_INPUT
  const slippage = slippagePercent(allowedSlippage)
  const bound = isExactIn ? trade.minimumAmountOut(slippage) : trade.maximumAmountIn(slippage)
  const symbol = (amount: CurrencyAmount) => currencySymbol(amount.currency, chainId)
  const path = trade.route.path

  return (
    <OutlineCard data-testid="swap-details">
      <DetailRow>
        <Label title={t('swap.minimumReceivedHelp')}>
          {isExactIn ? t('swap.minimumReceived') : t('swap.maximumSold')}
        </Label>
        <Value data-testid="swap-bound">
          {localizeDecimal(bound.toSignificant(6))} {symbol(bound)}
        </Value>
      </DetailRow>
      {taxBps > 0 ? (
        <DetailRow data-testid="swap-token-tax" data-tax-bps={taxBps}>
          <Label title={t('swap.tokenTaxHelp')}>{t('swap.tokenTax')}</Label>
          <Value>
            {t('swap.tokenTaxValue', {
              rate: localizeBasisPoints(taxBps),
              amount: localizeDecimal(afterTax(trade.outputAmount, taxBps).toSignificant(6)),
              symbol: symbol(trade.outputAmount),
            })}
          </Value>
        </DetailRow>
      ) : null}
      <DetailRow>
        <Label title={t('swap.priceImpactHelp')}>{t('swap.priceImpact')}</Label>
        <PriceImpact impact={priceImpact} severity={severity} />
      </DetailRow>
      <DetailRow>
        <Label>{t('swap.lpFee')}</Label>
        <Value>
          {realizedLPFee ? `${localizeDecimal(realizedLPFee.toSignificant(4))} ${symbol(realizedLPFee)}` : '-'}
        </Value>
      </DetailRow>
      <DetailRow>
        <Label>{t('swap.route')}</Label>
        <Value data-testid="swap-route">
          {path.map((token, index) => (
            <Fragment key={token.address}>
              {index > 0 ? ' › ' : ''}
              {index === 0
                ? currencySymbol(trade.inputAmount.currency, chainId)
                : index === path.length - 1
                  ? currencySymbol(trade.outputAmount.currency, chainId)
                  : token.symbol}
            </Fragment>
          ))}
        </Value>
      </DetailRow>
      <Note>{t('swap.lpFeeText')}</Note>
    </OutlineCard>
  )
})
