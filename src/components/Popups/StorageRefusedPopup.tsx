// Said once a visit when the browser refuses to save what the app records: the user then knows that what they do
// now lasts only while the tab is open, and where to find it again (the chain keeps every transaction).
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  font-size: 14px;
`

export function StorageRefusedPopup() {
  const { t } = useTranslation()
  return (
    <Body role="alert">
      <strong>{t('storageRefused.title')}</strong>
      <span>{t('storageRefused.body')}</span>
    </Body>
  )
}
