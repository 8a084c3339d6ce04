// Find or import a pair at /find (placeholder until the liquidity issue).
import { useTranslation } from 'react-i18next'

import { PagePlaceholder } from '../PagePlaceholder'

export default function PoolFinder() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('pages.poolFinder')} />
}
