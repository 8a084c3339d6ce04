// A token list's logo (safe schemes only, ipfs through a gateway), or the list name's first letter.
import { useMemo } from 'react'

import { FallbackLogo } from '@/components/ui'
import { logoImageURL } from '@/utils/lists/logoImageURL'

export function ListLogo({ logoURI, name, size = 24 }: { logoURI?: string; name: string; size?: number }) {
  const sources = useMemo(() => {
    const source = logoImageURL(logoURI)
    return source ? [source] : []
  }, [logoURI])
  return <FallbackLogo sources={sources} name={name} size={size} tone="muted" />
}
