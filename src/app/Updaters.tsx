// Components that render nothing and keep the store in step with the chain, the wallet and the lists.
import { TransactionsUpdater } from '@/state/transactions/updater'
import { UserUpdater } from '@/state/user/updater'

export function Updaters() {
  return (
    <>
      <TransactionsUpdater />
      <UserUpdater />
    </>
  )
}
