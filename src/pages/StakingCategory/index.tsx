// A liquidity-token staking pool at /staking/{category}/{address} (placeholder until the staking issue).
import { useTranslation } from 'react-i18next'

import { PagePlaceholder } from '../PagePlaceholder'

export default function StakingCategory() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('pages.stakingCategory')} />
}
