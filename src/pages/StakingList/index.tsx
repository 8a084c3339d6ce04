// The header staking menu's lists: farms (/staking/OVPit) or single-token pools (/staking/single) (placeholder until the staking issue).
import { useTranslation } from 'react-i18next'

import { PagePlaceholder } from '../PagePlaceholder'

export default function StakingList({ kind }: { kind: 'farms' | 'single' }) {
  const { t } = useTranslation()
  return <PagePlaceholder title={kind === 'farms' ? t('pages.farms') : t('pages.singlePools')} />
}
