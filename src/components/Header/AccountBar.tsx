// The account pieces (claim offer, VENOM balance, native balance, wallet button): in the header's right group on a
// desktop, a bar fixed at the bottom of the screen on phones and tablets (as Uniswap's interface did). Rendered once
// at every size, so each test id stays single; only CSS moves it.
import { lazy, Suspense, useRef, useState } from 'react'
import styled from 'styled-components'

import { Web3Status } from '@/components/Web3Status'
import { useWeb3React } from '@/connection/web3Context'
import { media, MIN_TOUCH_TARGET } from '@/theme/media'

import { NativeBalance } from './NativeBalance'
import { useBottomBarHeight } from './useBottomBarHeight'

const AccountExtras = lazy(() => import('./AccountExtras'))

/** On a desktop its pieces are items of the header's right group (which orders them around the network switcher). */
const Bar = styled.div`
  display: contents;

  ${media.upToMedium} {
    position: fixed;
    right: 0;
    bottom: 0;
    left: 0;
    z-index: 20;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 8px;
    padding: 8px 12px calc(8px + env(safe-area-inset-bottom, 0px));
    border-top: 1px solid ${({ theme }) => theme.border};
    background: ${({ theme }) => theme.surface};

    & button {
      min-height: ${MIN_TOUCH_TARGET};
      max-width: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
`

/** After the network switcher on a desktop (the header's order); last in the bottom bar. */
const Wallet = styled.div`
  display: flex;
  order: 1;
  min-width: 0;
`

export function AccountBar() {
  const ref = useRef<HTMLDivElement>(null)
  useBottomBarHeight(ref)
  // The extras show nothing without an account: a visitor without a wallet never loads them (nor their ABIs and
  // claim file). Once loaded they stay, so a claim dialog open when the wallet goes is not torn down.
  const { account } = useWeb3React()
  const [hasHadAccount, setHasHadAccount] = useState(false)
  if (account && !hasHadAccount) setHasHadAccount(true)
  return (
    <Bar ref={ref} data-testid="account-bar">
      {hasHadAccount && (
        <Suspense fallback={null}>
          <AccountExtras />
        </Suspense>
      )}
      <NativeBalance />
      <Wallet>
        <Web3Status />
      </Wallet>
    </Bar>
  )
}
