// A single-token staking pool at /staking/single/{address} (placeholder until the staking issue).
import { useTranslation } from 'react-i18next'

import { PagePlaceholder } from '../PagePlaceholder'

export default function StakingSingle() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('pages.stakingSingle')} />
}
