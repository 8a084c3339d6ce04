// Migrate one V1 position at /migrate/v1/{address} (placeholder until the migration issue).
import { useTranslation } from 'react-i18next'

import { PagePlaceholder } from '../PagePlaceholder'

export default function MigrateV1() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('pages.migrateV1')} />
}
