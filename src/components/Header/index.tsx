// The app header: logo and title, navigation, native balance, wallet button and the top-right menu.
import { lazy, Suspense } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'

import { Web3Status } from '@/components/Web3Status'

import { Menu } from './Menu'
import { NativeBalance } from './NativeBalance'
import { NavLinks } from './NavLinks'

const AccountExtras = lazy(() => import('./AccountExtras'))

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 12px;
  padding: 16px 24px;
`

const Left = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
`

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`

const Title = styled(Link)`
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.text};
  font-size: 20px;
  font-weight: 700;
  text-decoration: none;
`

const Logo = styled.img`
  width: 28px;
  height: 28px;
`

export function Header() {
  return (
    <Bar>
      <Left>
        <Title to="/swap">
          <Logo src="./favicon.svg" alt="" />
          Venom Swap
        </Title>
        <NavLinks />
      </Left>
      <Right>
        <Suspense fallback={null}>
          <AccountExtras />
        </Suspense>
        <NativeBalance />
        <Web3Status />
        <Menu />
      </Right>
    </Bar>
  )
}
