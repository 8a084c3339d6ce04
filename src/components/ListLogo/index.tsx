// A token list's logo (safe schemes only, ipfs through a gateway), or the list name's first letter.
import { useState } from 'react'
import styled from 'styled-components'

import { isSafeLogoURI } from '@/utils/lists/isSafeLogoURI'

const Img = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  flex: none;
`

const Badge = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.surfaceSecondary};
  color: ${({ theme }) => theme.textMuted};
  font-weight: 600;
`

export function ListLogo({ logoURI, name, size = 24 }: { logoURI?: string; name: string; size?: number }) {
  const [failed, setFailed] = useState(false)
  if (isSafeLogoURI(logoURI) && !failed) {
    const src = logoURI.replace(/^ipfs:\/\//i, 'https://ipfs.io/ipfs/').replace(/^ipns:\/\//i, 'https://ipfs.io/ipns/')
    return <Img $size={size} src={src} alt="" referrerPolicy="no-referrer" onError={() => setFailed(true)} />
  }
  return (
    <Badge $size={size} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </Badge>
  )
}
