// The portfolio's tokens: a row per token the account holds (every one with the zero balances shown), its balance
// and value, and a way to trade it; a token on none of the user's lists is marked, as in the explorer. The balance
// and value are also plain numbers on the row for tests and tools.
import { useTranslation } from 'react-i18next'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { NameLink, Unlisted } from '@/components/explore/styles'
import { useActiveChainId } from '@/connection/useActiveChainId'
import type { TokenHolding } from '@/hooks/portfolio/usePortfolio'
import { currencySymbol } from '@/sdk'
import { formatAmount } from '@/utils/format/formatAmount'
import { formatUsd } from '@/utils/pricing/formatUsd'
import { toDataValue } from '@/utils/pricing/rational'
import { currencyId } from '@/utils/tokens/currencyId'

import { HoldingsTable } from './HoldingsTable'
import { HoldingName } from './styles'

const COLUMNS = ['token', 'balance', 'value'] as const

export function TokenHoldings({ tokens }: { tokens: readonly TokenHolding[] }) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  return (
    <HoldingsTable label="portfolio.tokens" testId="portfolio-tokens" columns={COLUMNS}>
      {tokens.map((holding) => {
        const { currency } = holding.amount
        const symbol = currencySymbol(currency, chainId) ?? '?'
        return (
          <tr
            key={holding.id}
            data-testid={`portfolio-token-${holding.id}`}
            data-balance={holding.amount.toExact()}
            data-usd={toDataValue(holding.usd)}
          >
            <td>
              <HoldingName>
                <CurrencyLogo currency={currency} size={20} />
                <NameLink
                  to={`/swap?inputCurrency=${currencyId(currency)}`}
                  title={t('portfolio.swapFrom', { symbol })}
                >
                  {symbol}
                </NameLink>
                {holding.isUnlisted && (
                  <Unlisted title={t('tokens.unlistedHint')} data-testid="portfolio-token-unlisted">
                    {t('pools.unlisted')}
                  </Unlisted>
                )}
              </HoldingName>
            </td>
            <td data-figure>{formatAmount(holding.amount) || '0'}</td>
            <td data-figure>{formatUsd(holding.usd)}</td>
          </tr>
        )
      })}
    </HoldingsTable>
  )
}
