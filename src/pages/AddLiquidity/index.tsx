// Add liquidity, or create a pair in create mode (/create) (placeholder until the liquidity issue).
import { useTranslation } from 'react-i18next'

import { PagePlaceholder } from '../PagePlaceholder'

export default function AddLiquidity({ createMode = false }: { createMode?: boolean }) {
  const { t } = useTranslation()
  return <PagePlaceholder title={createMode ? t('pages.createPair') : t('pages.addLiquidity')} />
}
