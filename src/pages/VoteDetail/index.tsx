// One governance proposal at /vote/{id} (placeholder until the governance issue).
import { useTranslation } from 'react-i18next'

import { PagePlaceholder } from '../PagePlaceholder'

export default function VoteDetail() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('pages.voteDetail')} />
}
