// The app header: logo and title, navigation, the network switcher and the top-right menu, and the account pieces
// (./AccountBar), which phones and tablets show in a bar fixed at the bottom of the screen.
import { Link } from 'react-router-dom'
import styled from 'styled-components'

import { NetworkSwitcher } from '@/components/NetworkSwitcher'
import { media, visuallyHidden } from '@/theme/media'

import { AccountBar } from './AccountBar'
import { Menu } from './Menu'
import { NavLinks } from './NavLinks'

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 12px;
  padding: 16px 24px;

  ${media.compactDesktop} {
    gap: 8px;
    padding: 16px;
  }

  ${media.upToSmall} {
    gap: 4px 8px;
    padding: 8px 12px;
  }
`

/** Phones: its pieces join the header's row, so the navigation can take a row of its own under logo and menu. */
const Left = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;

  ${media.compactDesktop} {
    gap: 8px;
  }

  ${media.upToSmall} {
    display: contents;
  }
`

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;

  ${media.compactDesktop} {
    gap: 6px;
  }

  ${media.upToSmall} {
    order: 1;
  }
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

/** The title beside the logo; narrower desktops show the logo alone, and the link keeps the title as its name. */
const TitleText = styled.span`
  ${media.compactDesktop} {
    ${visuallyHidden}
  }
`

const Navigation = styled.div`
  display: contents;

  ${media.upToSmall} {
    display: block;
    flex-basis: 100%;
    order: 2;
  }
`

/** Last on the right at every size (the account bar's wallet button has order 1). */
const MenuSlot = styled.div`
  order: 2;
`

export function Header() {
  return (
    <Bar>
      <Left>
        <Title to="/swap">
          <Logo src="./favicon.svg" alt="" />
          <TitleText>Venom Swap</TitleText>
        </Title>
        <Navigation>
          <NavLinks />
        </Navigation>
      </Left>
      <Right>
        <AccountBar />
        <NetworkSwitcher />
        <MenuSlot>
          <Menu />
        </MenuSlot>
      </Right>
    </Bar>
  )
}
