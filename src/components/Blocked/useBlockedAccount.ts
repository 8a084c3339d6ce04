// The connected account when it is on the blocked list, otherwise undefined.
import { BLOCKED_ADDRESSES, isBlockedAddress } from '@/config/blockedAddresses'
import { useWeb3React } from '@/connection/web3Context'

export function useBlockedAccount(): string | undefined {
  const { account } = useWeb3React()
  return account && isBlockedAddress(account, BLOCKED_ADDRESSES) ? account : undefined
}
