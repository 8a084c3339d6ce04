// The swap page's footer link 'Read more about unsupported assets'; the dialog it opens loads on first click.
// Pages that open the dialog themselves import it from './UnsupportedAssetsModal' (lazily, to keep it off the
// first load).
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import type { Currency } from '@/sdk'

const LazyModal = lazy(() => import('./UnsupportedAssetsModal'))

// Own small styles: the dialog's shared style module stays off the swap page's first load.
const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: 14px 20px;
`

const LinkButton = styled.button`
  border: none;
  background: none;
  padding: 0;
  cursor: pointer;
  color: ${({ theme }) => theme.link};
  font: inherit;
  font-size: 14px;
`

export function UnsupportedAssetsFooter({ currencies }: { currencies?: readonly (Currency | null | undefined)[] }) {
  const { t } = useTranslation()
  const [isOpen, setIsOpen] = useState(false)
  const [wasOpened, setWasOpened] = useState(false)
  return (
    <Footer>
      <LinkButton
        type="button"
        data-testid="unsupported-assets-link"
        onClick={() => {
          setWasOpened(true)
          setIsOpen(true)
        }}
      >
        {t('unsupported.readMore')}
      </LinkButton>
      {wasOpened ? (
        <Suspense fallback={null}>
          <LazyModal isOpen={isOpen} onDismiss={() => setIsOpen(false)} currencies={currencies} />
        </Suspense>
      ) : null}
    </Footer>
  )
}
