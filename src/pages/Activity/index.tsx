// The account's transaction history at /activity: what the chain's logs say it did on the active chain (on any
// device) merged with every record this browser keeps for it (not only the last day's, and the ones no log names:
// pending, failed, dropped), grouped by local day, newest first, exportable as CSV. What someone else sent that looks
// like spam is folded away unless shown (the export keeps it, marked).
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useChainExplorer } from '@/components/RecentTransactions/TransactionLabel'
import { LinkButton, MutedText, Page, SmallText, Title, TitleRow } from '@/components/ui'
import { MAX_RECORDED_TRANSACTIONS_PER_CHAIN } from '@/config/transactions'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWalletStatus } from '@/connection/useWalletStatus'
import { type ChainHistory, useChainActivity } from '@/hooks/activity/useChainActivity'
import { useAccountTransactions } from '@/state/transactions/hooks'
import { mergeActivity } from '@/utils/transactions/activity'

import { ActivityDays } from './ActivityDays'
import { isPossibleSpam } from './activityWords'
import { ExportButton } from './ExportButton'
import { useAssetBook } from './useAssetBook'

/** While the history loads, how far it is; where the node did not serve it, a note. */
function HistoryNote({ history }: { history: ChainHistory }) {
  const { t } = useTranslation()
  if (history.status === 'loading') {
    const percent = Math.floor(history.progress * 100)
    return (
      <SmallText
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('activity.history.loading', { percent })}
        data-testid="activity-history-progress"
      >
        {t('activity.history.loading', { percent })}
      </SmallText>
    )
  }
  if (history.status === 'unserved')
    return (
      <SmallText role="status" data-testid="activity-history-unserved">
        {t('activity.history.unserved')}
      </SmallText>
    )
  return null
}

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
  const note = <HistoryNote history={history} />
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
