// The user's V1 liquidity at /migrate/v1 (placeholder until the migration issue).
import { useTranslation } from 'react-i18next'

import { PagePlaceholder } from '../PagePlaceholder'

export default function MigrateV1List() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('pages.migrateV1List')} />
}
