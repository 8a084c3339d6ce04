// The account's transaction history at /activity: every record this browser keeps for the account on the active
// chain (not only the last day's), grouped by local day, newest first, exportable as CSV.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { useChainExplorer } from '@/components/RecentTransactions/TransactionLabel'
import { MutedText, Page, Title, TitleRow } from '@/components/ui'
import { MAX_RECORDED_TRANSACTIONS_PER_CHAIN } from '@/config/transactions'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWalletStatus } from '@/connection/useWalletStatus'
import { useAccountTransactions } from '@/state/transactions/hooks'
import { groupByDay } from '@/utils/transactions/activity'

import { ActivityDay } from './ActivityDay'
import { ExportButton } from './ExportButton'

function History({ account }: { account: string }) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const explorer = useChainExplorer()
  const transactions = useAccountTransactions(account)
  const days = useMemo(() => groupByDay(transactions), [transactions])
  if (transactions.length === 0) return <MutedText data-testid="activity-empty">{t('activity.empty')}</MutedText>
  return (
    <>
      <TitleRow>
        <MutedText>{t('activity.intro', { max: MAX_RECORDED_TRANSACTIONS_PER_CHAIN })}</MutedText>
        <ExportButton transactions={transactions} explorer={explorer} chainId={chainId} account={account} />
      </TitleRow>
      {days.map((day) => (
        <ActivityDay key={day.key} day={day} />
      ))}
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
