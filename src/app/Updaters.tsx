// Components that render nothing and keep the store in step with the chain, the wallet and the lists.
import { BlockNumberUpdater } from '@/state/application/BlockNumberUpdater'
import { ListsUpdater } from '@/state/lists/updater'
import { MulticallUpdater } from '@/state/multicall/MulticallUpdater'
import { TransactionsUpdater } from '@/state/transactions/updater'
import { UserUpdater } from '@/state/user/updater'

export function Updaters() {
  return (
    <>
      <BlockNumberUpdater />
      <MulticallUpdater />
      <ListsUpdater />
      <TransactionsUpdater />
      <UserUpdater />
    </>
  )
}
