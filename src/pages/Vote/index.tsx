// The governance proposal list at /vote (placeholder until the governance issue).
import { useTranslation } from 'react-i18next'

import { PagePlaceholder } from '../PagePlaceholder'

export default function Vote() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('pages.vote')} />
}
