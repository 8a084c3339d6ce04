// The connected account when it is on the blocked list, otherwise undefined.
import { useWeb3React } from '@web3-react/core'

import { BLOCKED_ADDRESSES, isBlockedAddress } from '@/config/blockedAddresses'

export function useBlockedAccount(): string | undefined {
  const { account } = useWeb3React()
  return account && isBlockedAddress(account, BLOCKED_ADDRESSES) ? account : undefined
}
