// A currency's logo: the list's logo (safe schemes only), then the public assets repository on Ethereum, then
// a letter badge. The native coin always shows its badge.
import { useMemo, useState } from 'react'
import styled from 'styled-components'

import { ChainId } from '@/config/chains'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type Currency, currencySymbol, Token } from '@/sdk'
import { useCombinedActiveList } from '@/state/lists/hooks'
import { isSafeLogoURI } from '@/utils/lists/isSafeLogoURI'

const Img = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  flex: none;
  object-fit: cover;
`

const Badge = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.primarySoft};
  color: ${({ theme }) => theme.primary};
  font-size: ${({ $size }) => Math.round($size * 0.45)}px;
  font-weight: 600;
`

/** Trust Wallet's assets repository holds logos of Ethereum tokens by checksummed address. */
export function ethereumAssetLogo(address: string): string {
  return `https://raw.githubusercontent.com/trustwallet/assets/master/blockchains/ethereum/assets/${address}/logo.png`
}

export function logoSources(token: Token, listLogoURI: string | undefined): string[] {
  const sources: string[] = []
  if (isSafeLogoURI(listLogoURI)) {
    // ipfs:// is not loadable by <img>: go through a public gateway.
    sources.push(
      listLogoURI.replace(/^ipfs:\/\//i, 'https://ipfs.io/ipfs/').replace(/^ipns:\/\//i, 'https://ipfs.io/ipns/'),
    )
  }
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
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set())
  const source = sources.find((candidate) => !failed.has(candidate))

  if (source) {
    return (
      <Img
        $size={size}
        src={source}
        alt=""
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed((previous) => new Set(previous).add(source))}
      />
    )
  }
  return (
    <Badge $size={size} aria-hidden="true">
      {(currencySymbol(currency, chainId) ?? '?').slice(0, 1).toUpperCase()}
    </Badge>
  )
}
