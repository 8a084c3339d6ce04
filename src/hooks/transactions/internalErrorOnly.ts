// The vote, delegate and staking dialogs' reading of a failed send (the spec): only the wallet's -32603 has an
// error view; any other failure, a refusal included, is logged and the dialog goes back to its form.
import type { DescribeFailure } from '@/hooks/transactions/useConfirmationFlow'
import { errorMessage } from '@/utils/transactions/walletError'

export const internalErrorOnly: DescribeFailure = (error, kind) => {
  console.error(error)
  return kind === 'internal' ? errorMessage(error) : null
}
