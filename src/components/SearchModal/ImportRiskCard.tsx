// The red card of the import views (token, list): the risk in a few lines and 'I understand' to tick first.
import { useTranslation } from 'react-i18next'

import { Acknowledge, ToneCard } from '@/components/ui'

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
      <Acknowledge checked={isUnderstood} onChange={onUnderstood}>
        {t('search.understand')}
      </Acknowledge>
    </ToneCard>
  )
}
