// What a write through the V2 router (add or remove liquidity) works with: the account it acts for, the chain, the
// router bound to the wallet, the deadline and the one send.
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWeb3React } from '@/connection/web3Context'
import { useRouterContract } from '@/hooks/contracts/exchange'
import { useSendTransaction } from '@/hooks/transactions/useSendTransaction'
import { useTransactionDeadline } from '@/hooks/transactions/useTransactionDeadline'

export function useRouterWrite() {
  const { account } = useWeb3React()
  const chainId = useActiveChainId()
  const router = useRouterContract()
  const getDeadline = useTransactionDeadline()
  const send = useSendTransaction()
  /** The router with a signer: null until a wallet is connected. */
  const signedRouter = router?.signer ? router : null
  return { account, chainId, router: signedRouter, getDeadline, send }
}
