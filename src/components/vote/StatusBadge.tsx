// A proposal's status as a coloured badge: pending/active blue, succeeded/executed green, defeated red, others grey.
import { useTranslation } from 'react-i18next'
import styled, { type DefaultTheme } from 'styled-components'

import { type BadgeTone, type ProposalStatus, statusTone } from '@/utils/governance/status'

function toneColours(tone: BadgeTone, theme: DefaultTheme): { color: string; background: string } {
  switch (tone) {
    case 'blue':
      return { color: theme.link, background: theme.primarySoft }
    case 'green':
      return { color: theme.success, background: theme.successSoft }
    case 'red':
      return { color: theme.error, background: theme.errorSoft }
    default:
      return { color: theme.textMuted, background: theme.surfaceSecondary }
  }
}

const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  flex-shrink: 0;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radius.small};
  font-size: 13px;
  font-weight: 600;
  color: ${({ $tone, theme }) => toneColours($tone, theme).color};
  background: ${({ $tone, theme }) => toneColours($tone, theme).background};
`

export function StatusBadge({ status }: { status: ProposalStatus }) {
  const { t } = useTranslation()
  const tone = statusTone(status)
  return (
    <Badge $tone={tone} data-status={status} data-tone={tone} data-testid="proposal-status">
      {t(`vote.status.${status}`)}
    </Badge>
  )
}
