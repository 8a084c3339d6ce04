// Letting the router spend pool tokens: a permit signature (eth_signTypedData_v4) on Ethereum for wallets that can
// sign one, an ordinary approval everywhere else (the decision is approveOrSignPermit's).
import { useCallback, useMemo, useState } from 'react'

import { isPermitChain } from '@/config/removeLiquidity'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWeb3React } from '@/connection/web3Context'
import { useDeployment } from '@/hooks/contracts/deployment'
import { usePairContract } from '@/hooks/contracts/exchange'
import { useIsArgentWallet } from '@/hooks/liquidity/useIsArgentWallet'
import { type ApprovalState, useApproveCallback } from '@/hooks/tokens/useApproveCallback'
import { useTransactionDeadline } from '@/hooks/transactions/useTransactionDeadline'
import type { Pair, TokenAmount } from '@/sdk'
import { useSingleCallResult } from '@/state/multicall/hooks'
import { type PermitSignature, permitSignature, permitSignRequest } from '@/utils/liquidity/permit'
import { approveOrSignPermit } from '@/utils/liquidity/removeApproval'
import { RemoveLiquidityError } from '@/utils/liquidity/removeLiquidityErrors'

/** The pair contract's name() when it cannot be read: the V2 pair's EIP-712 domain name. */
const DEFAULT_PAIR_NAME = 'Uniswap V2'

export interface RemoveLiquidityApproval {
  approval: ApprovalState
  signature: PermitSignature | null
  /** A signature covers one amount: the page forgets it whenever the amount changes. */
  clearSignature: () => void
  /** Signs a permit or sends an approval; rejects with a RemoveLiquidityError for missing inputs. */
  approve: () => Promise<void>
  /** Approving signs a permit (for exactly the amount) rather than sending an approval. */
  isPermit: boolean
}

export function useRemoveLiquidityApproval(
  pair: Pair | null | undefined,
  liquidityAmount: TokenAmount | undefined,
): RemoveLiquidityApproval {
  const { account, provider } = useWeb3React()
  const chainId = useActiveChainId()
  const router = useDeployment()?.router
  const [approval, approveCallback] = useApproveCallback(liquidityAmount, router)
  const isArgentWallet = useIsArgentWallet()
  const getDeadline = useTransactionDeadline()
  const [signature, setSignature] = useState<PermitSignature | null>(null)

  const isPermitApproval = isPermitChain(chainId) && !isArgentWallet
  const pairContract = usePairContract(pair?.liquidityToken.address, false)
  const nonceInputs = useMemo(() => (account ? [account] : undefined), [account])
  const nonce = useSingleCallResult(isPermitApproval && nonceInputs ? pairContract : null, 'nonces', nonceInputs)
    .result?.[0]
  const name = useSingleCallResult(isPermitApproval ? pairContract : null, 'name').result?.[0]

  const approve = useCallback(async () => {
    if (!pairContract || !pair || !provider || !account || !router) {
      throw new RemoveLiquidityError('missingDependencies')
    }
    if (!liquidityAmount) throw new RemoveLiquidityError('missingLiquidityAmount')
    const signPermit = async (): Promise<PermitSignature> => {
      if (nonce === undefined) throw new RemoveLiquidityError('missingDependencies')
      const deadline = await getDeadline()
      const { method, params } = permitSignRequest({
        name: typeof name === 'string' ? name : DEFAULT_PAIR_NAME,
        chainId,
        verifyingContract: pair.liquidityToken.address,
        owner: account,
        spender: router,
        value: liquidityAmount.raw.toString(),
        nonce: nonce.toString(),
        deadline,
      })
      return permitSignature(await provider.send(method, params), deadline)
    }
    const outcome = await approveOrSignPermit({
      isPermitChain: isPermitChain(chainId),
      isArgentWallet,
      signPermit,
      approve: approveCallback,
    })
    if (outcome.kind === 'signed') setSignature(outcome.signature)
  }, [
    pairContract,
    pair,
    provider,
    account,
    router,
    liquidityAmount,
    approveCallback,
    nonce,
    getDeadline,
    name,
    chainId,
    isArgentWallet,
  ])

  const clearSignature = useCallback(() => setSignature(null), [])
  return { approval, signature, clearSignature, approve, isPermit: isPermitApproval }
}
