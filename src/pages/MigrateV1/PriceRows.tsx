// A price both ways (token per native coin and its inverse), for the V1 exchange or the V2 pair.
import { useTranslation } from 'react-i18next'

import { DetailRow, Label, Value } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { currencySymbol, ETHER, JSBI, Price, type Token } from '@/sdk'
import { localizeDecimal } from '@/utils/format/localizeNumber'
import type { TokenNativeAmounts } from '@/utils/v1/v1Liquidity'

interface Props {
  label: string
  token: Token
  reserves: TokenNativeAmounts | undefined
  testId: string
}

export function PriceRows({ label, token, reserves, testId }: Props) {
  const { t } = useTranslation()
  const native = currencySymbol(ETHER, useActiveChainId())
  const price =
    reserves && reserves.token > 0n && reserves.native > 0n
      ? new Price(ETHER, token, JSBI.BigInt(reserves.native.toString()), JSBI.BigInt(reserves.token.toString()))
      : undefined
  return (
    <>
      <DetailRow>
        <Label>{label}</Label>
        <Value data-testid={testId}>
          {price ? `${localizeDecimal(price.toSignificant(6))} ${token.symbol}/${native}` : t('migrateV1.noPrice')}
        </Value>
      </DetailRow>
      {price ? (
        <DetailRow>
          <span />
          <Value>
            {localizeDecimal(price.invert().toSignificant(6))} {native}/{token.symbol}
          </Value>
        </DetailRow>
      ) : null}
    </>
  )
}
