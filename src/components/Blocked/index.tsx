// The page that replaces all content when the connected account is on the blocked list.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

const Wrapper = styled.main`
  max-width: 480px;
  margin: 96px auto;
  padding: 24px;
  text-align: center;
`

const Address = styled.p`
  font-family: ${({ theme }) => theme.fontFamilyMono};
  overflow-wrap: anywhere;
`

export function Blocked({ address }: { address: string }) {
  const { t } = useTranslation()
  return (
    <Wrapper data-testid="blocked-page">
      <h1>{t('blocked.title')}</h1>
      <Address data-testid="blocked-address">{address}</Address>
      <p>{t('blocked.explanation')}</p>
    </Wrapper>
  )
}
