// The account's transaction history at /activity: what the chain's logs say it did on the active chain (on any
// device) merged with every record this browser keeps for it (not only the last day's, and the ones no log names:
// pending, failed, dropped), grouped by local day, newest first, exportable as CSV. What someone else sent that looks
// like spam is folded away unless shown (the export keeps it, marked).
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { HistoryNote } from '@/components/HistoryNote'
import { useChainExplorer } from '@/components/RecentTransactions/TransactionLabel'
import { LinkButton, MutedText, Page, Title, TitleRow } from '@/components/ui'
import { MAX_RECORDED_TRANSACTIONS_PER_CHAIN } from '@/config/transactions'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWalletStatus } from '@/connection/useWalletStatus'
import { useChainActivity } from '@/hooks/activity/useChainActivity'
import { useAccountTransactions } from '@/state/transactions/hooks'
import { mergeActivity } from '@/utils/transactions/activity'

import { ActivityDays } from './ActivityDays'
import { isPossibleSpam } from './activityWords'
import { ExportButton } from './ExportButton'
import { useAssetBook } from './useAssetBook'

function History({ account }: { account: string }) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const explorer = useChainExplorer()
  const book = useAssetBook()
  const records = useAccountTransactions(account)
  const history = useChainActivity(account)
  const entries = useMemo(() => mergeActivity(records, history.activities), [records, history.activities])
  // Possible spam (a poisoner's zero-value transfer, an unlisted airdrop) is folded away unless the user shows it.
  const [showsSpam, setShowsSpam] = useState(false)
  const spamCount = useMemo(() => entries.filter((entry) => isPossibleSpam(book, entry)).length, [entries, book])
  const listed = useMemo(
    () => (showsSpam ? entries : entries.filter((entry) => !isPossibleSpam(book, entry))),
    [entries, book, showsSpam],
  )
  const note = (
    <HistoryNote
      history={history}
      loading={(percent) => t('activity.history.loading', { percent })}
      unserved={t('activity.history.unserved')}
      testId="activity-history"
    />
  )
  if (entries.length === 0)
    return (
      <>
        {note}
        {history.status !== 'loading' && <MutedText data-testid="activity-empty">{t('activity.empty')}</MutedText>}
      </>
    )
  return (
    <>
      <TitleRow>
        <MutedText>{t('activity.intro', { max: MAX_RECORDED_TRANSACTIONS_PER_CHAIN })}</MutedText>
        <ExportButton entries={entries} book={book} explorer={explorer} chainId={chainId} account={account} />
      </TitleRow>
      {note}
      {spamCount > 0 && (
        <LinkButton
          type="button"
          data-testid="activity-show-hidden"
          aria-pressed={showsSpam}
          onClick={() => setShowsSpam((shows) => !shows)}
        >
          {t(showsSpam ? 'activity.hideSpam' : 'activity.showSpam', { number: spamCount })}
        </LinkButton>
      )}
      <ActivityDays entries={listed} book={book} />
    </>
  )
}

export default function Activity() {
  const { t } = useTranslation()
  const { account } = useWalletStatus()
  return (
    <Page aria-labelledby="activity-title" data-testid="activity-page">
      <Title id="activity-title">{t('activity.title')}</Title>
      {account ? (
        <History account={account} />
      ) : (
        <MutedText data-testid="activity-connect">{t('activity.connect')}</MutedText>
      )}
    </Page>
  )
}
