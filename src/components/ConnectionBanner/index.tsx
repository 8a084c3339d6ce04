// The notice while the active chain's node does not answer, or the relay of the connected WalletConnect session (the
// phone then sees no request); it goes when they are back. It sits at the foot of
// the screen, above the bottom bar and the block number, rather than above the page: there, appearing and going
// would push the whole page down and back up under the user's finger (a layout shift each time).
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { Banner, Spinner } from '@/components/ui'
import { useWalletRelayLost } from '@/connection/walletConnectRelay'
import { useConnectionHealth } from '@/state/application/hooks'
import { BLOCK_NUMBER_ROOM, BOTTOM_BAR_HEIGHT } from '@/theme/media'

/** Clear of the block number in the corner below it (components/BlockNumber), with a little air between. */
const NOTICE_BOTTOM = `calc(${BLOCK_NUMBER_ROOM} + 4px + ${BOTTOM_BAR_HEIGHT})`

const Notice = styled(Banner)`
  position: fixed;
  left: 50%;
  bottom: ${NOTICE_BOTTOM};
  z-index: 25;
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100vw - 24px);
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.medium};
  /* The tone's soft colour over the page's own, opaque: the page must not show through the text. */
  background:
    linear-gradient(${({ theme }) => theme.errorSoft}, ${({ theme }) => theme.errorSoft}),
    ${({ theme }) => theme.surface};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15);
`

/** Room at the end of the page, so that its last lines can be scrolled out from under the notice. */
const Room = styled.div`
  height: 64px;
`

export function ConnectionBanner() {
  const { t } = useTranslation()
  const { isDown } = useConnectionHealth()
  const relayLost = useWalletRelayLost()
  if (!isDown && !relayLost) return null
  return (
    <>
      <Notice $tone="error" role="alert" data-testid={isDown ? 'connection-banner' : 'wallet-relay-banner'}>
        <Spinner $size={14} aria-hidden />
        {isDown ? t('banner.connectionLost') : t('banner.walletRelayLost')}
      </Notice>
      <Room aria-hidden />
    </>
  )
}
