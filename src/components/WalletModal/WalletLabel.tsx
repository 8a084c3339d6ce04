// An announced wallet's icon and name. Both come from page scripts: the icon is a validated image data: URI shown
// by <img> (scripts never run in images, SVG included) and the name is a React text child, never markup.
import styled from 'styled-components'

import { type WalletInfo } from '@/connection/eip6963'

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
`

const Icon = styled.img`
  width: 24px;
  height: 24px;
  flex-shrink: 0;
  object-fit: contain;
`

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

export function WalletLabel({ wallet }: { wallet: WalletInfo }) {
  return (
    <Label>
      <Icon src={wallet.icon} alt="" width={24} height={24} data-testid="wallet-option-icon" />
      <Name>{wallet.name}</Name>
    </Label>
  )
}
