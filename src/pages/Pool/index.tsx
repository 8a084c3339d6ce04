// The user's liquidity positions at /pool (placeholder until the liquidity issue).
import { useTranslation } from 'react-i18next'

import { PagePlaceholder } from '../PagePlaceholder'

export default function Pool() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('pages.pool')} />
}
