// The frame of the V1 pages (the list, migrate one position, remove one): a card titled by its heading, with the
// back arrow on the left.
import type { ReactNode } from 'react'

import { BackLink, Card, RowBetween, Title } from '@/components/ui'

interface Props {
  /** The heading's id, which names the card. */
  titleId: string
  title: string
  backTo: string
  backLabel: string
  children: ReactNode
}

export function V1Page({ titleId, title, backTo, backLabel, children }: Props) {
  return (
    <Card aria-labelledby={titleId}>
      <RowBetween>
        <BackLink to={backTo} aria-label={backLabel} data-testid="v1-back">
          ←
        </BackLink>
        <Title id={titleId}>{title}</Title>
        {/* Keeps the title centred against the back arrow. */}
        <span />
      </RowBetween>
      {children}
    </Card>
  )
}
