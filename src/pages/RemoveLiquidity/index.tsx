// Remove liquidity from a pair at /remove/{A}/{B} (placeholder until the liquidity issue).
import { useTranslation } from 'react-i18next'

import { PagePlaceholder } from '../PagePlaceholder'

export default function RemoveLiquidity() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('pages.removeLiquidity')} />
}
