// A dialog's title row: ← Back where the view has one, the title, and ✕ Close (both named for screen readers).
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { IconButton } from './Button'
import { RowBetween } from './Row'

const Header = styled(RowBetween)`
  font-size: 18px;
  font-weight: 600;
`

const HeadingTitle = styled.h2`
  margin: 0;
  font-size: 20px;
`

interface Props {
  title?: ReactNode
  /** Renders the title as the dialog's h2 (claim, VENOM breakdown) instead of plain text. */
  isHeading?: boolean
  onBack?: () => void
  /** Without it there is no close button (a view that closes with its own button). */
  onClose?: () => void
}

export function ModalHeader({ title, isHeading = false, onBack, onClose }: Props) {
  const { t } = useTranslation()
  return (
    <Header>
      {onBack ? (
        <IconButton type="button" onClick={onBack} aria-label={t('common.back')}>
          ←
        </IconButton>
      ) : null}
      {isHeading ? <HeadingTitle>{title}</HeadingTitle> : <span>{title}</span>}
      {onClose ? (
        <IconButton type="button" onClick={onClose} aria-label={t('common.close')}>
          ✕
        </IconButton>
      ) : null}
    </Header>
  )
}
