// What a route shows while its page's code loads.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

const Loading = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.textMuted};
`

export function PageLoading() {
  const { t } = useTranslation()
  return <Loading>{t('common.loading')}</Loading>
}
