// A V1 position: its liquidity, and the token and native amounts it redeems for.
import { useTranslation } from 'react-i18next'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { DetailRow, Label, OutlineCard, Value } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type CurrencyAmount, currencySymbol, ETHER, type Token, type TokenAmount } from '@/sdk'
import { localizeDecimal } from '@/utils/format/localizeNumber'

import { Heading } from './styles'

interface Props {
  token: Token
  liquidity: TokenAmount
  tokenWorth: TokenAmount | undefined
  nativeWorth: CurrencyAmount | undefined
}

export function V1LiquidityInfo({ token, liquidity, tokenWorth, nativeWorth }: Props) {
  const { t } = useTranslation()
  const native = currencySymbol(ETHER, useActiveChainId())
  // Symbols come from token contracts: untrusted, rendered as text.
  return (
    <OutlineCard data-testid="v1-liquidity-info">
      <Heading>
        <CurrencyLogo currency={token} />
        <span data-testid="v1-liquidity-amount">{localizeDecimal(liquidity.toSignificant(6))}</span>
        <span>
          {token.symbol}/{native}
        </span>
      </Heading>
      <DetailRow>
        <Label>{t('migrateV1.pooled', { symbol: token.symbol })}</Label>
        <Value data-testid="v1-pooled-token">{tokenWorth ? localizeDecimal(tokenWorth.toSignificant(6)) : '-'}</Value>
      </DetailRow>
      <DetailRow>
        <Label>{t('migrateV1.pooled', { symbol: native })}</Label>
        <Value data-testid="v1-pooled-native">
          {nativeWorth ? localizeDecimal(nativeWorth.toSignificant(6)) : '-'}
        </Value>
      </DetailRow>
    </OutlineCard>
  )
}
