// A currency's logo: the list's logo (safe schemes only), then the public assets repository on Ethereum, then
// a letter badge. The native coin always shows its badge.
import { useMemo } from 'react'

import { FallbackLogo } from '@/components/ui'
import { ChainId } from '@/config/chains'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type Currency, currencySymbol, Token } from '@/sdk'
import { useCombinedActiveList } from '@/state/lists/hooks'
import { logoImageURL } from '@/utils/lists/logoImageURL'

/** Trust Wallet's assets repository holds logos of Ethereum tokens by checksummed address. */
export function ethereumAssetLogo(address: string): string {
  return `https://raw.githubusercontent.com/trustwallet/assets/master/blockchains/ethereum/assets/${address}/logo.png`
}

export function logoSources(token: Token, listLogoURI: string | undefined): string[] {
  const sources: string[] = []
  const listLogo = logoImageURL(listLogoURI)
  if (listLogo) sources.push(listLogo)
  if ((token.chainId as number) === ChainId.MAINNET) sources.push(ethereumAssetLogo(token.address))
  return sources
}

interface Props {
  currency: Currency | null | undefined
  size?: number
}

export function CurrencyLogo({ currency, size = 24 }: Props) {
  const map = useCombinedActiveList()
  const chainId = useActiveChainId()
  const sources = useMemo(() => {
    if (!(currency instanceof Token)) return []
    return logoSources(currency, map[currency.chainId]?.[currency.address]?.token.logoURI)
  }, [currency, map])
  return <FallbackLogo sources={sources} name={currencySymbol(currency, chainId) ?? '?'} size={size} tone="accent" />
}
