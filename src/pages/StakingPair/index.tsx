// The liquidity-mining page of a pair at /staking/pools/{A}/{B} (placeholder until the staking issue).
import { useTranslation } from 'react-i18next'

import { PagePlaceholder } from '../PagePlaceholder'

export default function StakingPair() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('pages.stakingPair')} />
}
