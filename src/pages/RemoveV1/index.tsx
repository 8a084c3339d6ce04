// Remove a V1 position at /remove/v1/{address} (placeholder until the migration issue).
import { useTranslation } from 'react-i18next'

import { PagePlaceholder } from '../PagePlaceholder'

export default function RemoveV1() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('pages.removeV1')} />
}
