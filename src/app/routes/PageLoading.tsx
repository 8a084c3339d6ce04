// What a route shows while its page's code loads.
import styled from 'styled-components'

import { useTranslation } from '@/i18n/react'

const Loading = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.textMuted};
`

export function PageLoading() {
  const { t } = useTranslation()
  return <Loading>{t('common.loading')}</Loading>
}
