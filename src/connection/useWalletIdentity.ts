// Which wallet account on which chain is signing: a review the user saw for one of them may only be sent by it.
import { useWeb3React } from './web3Context'

/** 'chainId:account' of the connected wallet; '' without one. */
export function useWalletIdentity(): string {
  const { account, chainId } = useWeb3React()
  return account ? `${chainId ?? ''}:${account.toLowerCase()}` : ''
}
