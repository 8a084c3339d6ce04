// Token approvals: the allowance state of an amount for a spender, and the callback that approves the maximum
// (or the exact amount when the maximum cannot be estimated, or when the user's setting asks for exact approvals).
import type { TransactionResponse } from '@ethersproject/abstract-provider'
import { BigNumber } from '@ethersproject/bignumber'
import type { Contract } from '@ethersproject/contracts'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import type { ERC20 } from '@/abis/types'
import { useWeb3React } from '@/connection/web3Context'
import { useTokenContract } from '@/hooks/contracts/tokens'
import { useSendTransaction } from '@/hooks/transactions/useSendTransaction'
import { type CurrencyAmount, ETHER, type Token, TokenAmount } from '@/sdk'
import { useSingleCallResult } from '@/state/multicall/hooks'
import { useHasPendingApproval } from '@/state/transactions/hooks'
import { useUserExactApproval } from '@/state/user/hooks'
import type { Send } from '@/utils/transactions/send'

export enum ApprovalState {
  UNKNOWN = 'UNKNOWN',
  NOT_APPROVED = 'NOT_APPROVED',
  PENDING = 'PENDING',
  APPROVED = 'APPROVED',
}

/** The same states in the words the pages' pure button states use. */
export type ApprovalStatus = 'unknown' | 'notApproved' | 'pending' | 'approved'

export const APPROVAL_STATUS: Record<ApprovalState, ApprovalStatus> = {
  [ApprovalState.UNKNOWN]: 'unknown',
  [ApprovalState.NOT_APPROVED]: 'notApproved',
  [ApprovalState.PENDING]: 'pending',
  [ApprovalState.APPROVED]: 'approved',
}

export const MAX_UINT256 = BigNumber.from(`0x${'f'.repeat(64)}`)

/** The spec's approval states; the native coin needs no approval. */
export function approvalState(
  amountToApprove: CurrencyAmount | undefined,
  spender: string | undefined,
  allowance: TokenAmount | undefined,
  hasPendingApproval: boolean,
): ApprovalState {
  if (!amountToApprove || !spender) return ApprovalState.UNKNOWN
  if (amountToApprove.currency === ETHER) return ApprovalState.APPROVED
  if (!allowance) return ApprovalState.UNKNOWN
  if (!allowance.lessThan(amountToApprove)) return ApprovalState.APPROVED
  return hasPendingApproval ? ApprovalState.PENDING : ApprovalState.NOT_APPROVED
}

/**
 * approve(spender, max) when its gas estimates, else approve(spender, exact amount): some tokens refuse
 * unlimited allowances. With `isExactOnly` (the user's exact-approval setting) the exact amount straight away.
 * The chosen call goes out through `send` with the estimate already made.
 */
export async function approveMaxOrExact(
  /** Typed from the app's hooks; an untyped Contract from integration tests. */
  tokenContract: ERC20 | Contract,
  spender: string,
  exactAmount: string,
  send: Send,
  isExactOnly = false,
): Promise<{ response: TransactionResponse; isExact: boolean }> {
  let isExact = isExactOnly
  const estimatedGas: BigNumber = await (isExactOnly
    ? tokenContract.estimateGas.approve(spender, exactAmount)
    : tokenContract.estimateGas.approve(spender, MAX_UINT256).catch(() => {
        isExact = true
        return tokenContract.estimateGas.approve(spender, exactAmount)
      }))
  const call = tokenContract.populateTransaction.approve(spender, isExact ? exactAmount : MAX_UINT256)
  return { response: await send(call, estimatedGas), isExact }
}

/** The owner's allowance for a spender, from multicall; undefined until known. */
export function useTokenAllowance(token?: Token, owner?: string, spender?: string): TokenAmount | undefined {
  const contract = useTokenContract(token?.address, false)
  const inputs = useMemo(() => (owner && spender ? [owner, spender] : undefined), [owner, spender])
  const allowance = useSingleCallResult(inputs ? contract : null, 'allowance', inputs).result
  return useMemo(
    () => (token && allowance ? new TokenAmount(token, allowance[0].toString()) : undefined),
    [token, allowance],
  )
}

/** [state, approve]: approve() sends the approval and records it; it rejects with the wallet's error. */
export function useApproveCallback(
  amountToApprove?: CurrencyAmount,
  spender?: string,
): [ApprovalState, () => Promise<void>] {
  const { t } = useTranslation()
  const { account } = useWeb3React()
  const token = amountToApprove instanceof TokenAmount ? amountToApprove.token : undefined
  const currentAllowance = useTokenAllowance(token, account, spender)
  const hasPendingApproval = useHasPendingApproval(token?.address, spender)
  const state = approvalState(amountToApprove, spender, currentAllowance, hasPendingApproval)
  const tokenContract = useTokenContract(token?.address)
  const sendTransaction = useSendTransaction()
  const [isExactApproval] = useUserExactApproval()

  const approve = useCallback(async (): Promise<void> => {
    // The spec's console logs for calls that should not have happened.
    if (state !== ApprovalState.NOT_APPROVED) return console.error('approve was called unnecessarily')
    if (!token) return console.error('no token')
    if (!tokenContract) return console.error('tokenContract is null')
    if (!amountToApprove) return console.error('missing amount to approve')
    if (!spender) return console.error('no spender')
    try {
      const extras = {
        summary: t('swapTx.summary.approve', { symbol: token.symbol }),
        approval: { tokenAddress: token.address, spender },
      }
      await approveMaxOrExact(
        tokenContract,
        spender,
        amountToApprove.raw.toString(),
        (call, gasEstimate) => sendTransaction(call, extras, gasEstimate),
        isExactApproval,
      )
    } catch (error) {
      console.debug('Failed to approve token', error)
      throw error
    }
  }, [state, token, tokenContract, amountToApprove, spender, sendTransaction, isExactApproval, t])

  return [state, approve]
}
