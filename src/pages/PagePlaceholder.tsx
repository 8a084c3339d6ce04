// Stand-in for a screen a later issue delivers: its translated title and the route's parameters, as text.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import styled from 'styled-components'

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 20px;
`

const Params = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 0 0 12px;
  font-size: 14px;
`

// A <div> per term keeps the list valid HTML; `contents` lets its children sit in the grid.
const Row = styled.div`
  display: contents;
`

const Value = styled.dd`
  margin: 0;
  font-family: ${({ theme }) => theme.fontFamilyMono};
  overflow-wrap: anywhere;
`

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.textMuted};
  font-size: 14px;
`

export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation()
  // Decoded by the router; untrusted, so React renders them as text.
  const params = Object.entries(useParams()).filter(([name]) => name !== '*')
  return (
    <section>
      <Title>{title}</Title>
      {params.length > 0 && (
        <Params data-testid="route-params">
          {params.map(([name, value]) => (
            <Row key={name}>
              <dt>{name}</dt>
              <Value data-testid={`route-param-${name}`}>{value}</Value>
            </Row>
          ))}
        </Params>
      )}
      {children}
      <Note>{t('pages.comingSoon')}</Note>
    </section>
  )
}
