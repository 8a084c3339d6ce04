// The swap screen, also in send mode at /send (placeholder until the swap issue).
import { useTranslation } from 'react-i18next'

import { PagePlaceholder } from '../PagePlaceholder'

export default function Swap({ sendMode = false }: { sendMode?: boolean }) {
  const { t } = useTranslation()
  return <PagePlaceholder title={sendMode ? t('pages.send') : t('pages.swap')} />
}
