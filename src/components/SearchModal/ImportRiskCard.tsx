// The red card of the import views (token, list): the risk in a few lines and 'I understand' to tick first.
import { useTranslation } from 'react-i18next'

import { Row, ToneCard } from '@/components/ui'

interface Props {
  title: string
  lines: string[]
  isUnderstood: boolean
  onUnderstood: (isUnderstood: boolean) => void
}

export function ImportRiskCard({ title, lines, isUnderstood, onUnderstood }: Props) {
  const { t } = useTranslation()
  return (
    <ToneCard $tone="error">
      <strong>{title}</strong>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
      <Row as="label">
        <input type="checkbox" checked={isUnderstood} onChange={(event) => onUnderstood(event.target.checked)} />
        {t('search.understand')}
      </Row>
    </ToneCard>
  )
}
