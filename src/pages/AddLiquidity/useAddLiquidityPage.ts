// Everything the add-liquidity page shows, from its form state (a useReducer over the mint slice) and the chain:
// currencies from the URL, amounts, MAX, approvals, the button state and the supply flow.
import { useCallback, useReducer } from 'react'
import { useNavigate, useParams } from 'react-router-dom'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWalletStatus } from '@/connection/useWalletStatus'
import { useDeployment } from '@/hooks/contracts/deployment'
import { PairState } from '@/hooks/liquidity/pairs'
import { useAddLiquidityCallback } from '@/hooks/liquidity/useAddLiquidityCallback'
import { useCurrency } from '@/hooks/tokens/tokens'
import { APPROVAL_STATUS, useApproveCallback } from '@/hooks/tokens/useApproveCallback'
import { useSubmittedApproval } from '@/hooks/tokens/useSubmittedApproval'
import { useIsUnsupportedPair } from '@/hooks/tokens/useUnsupportedTokens'
import { type Currency, type CurrencyAmount, currencySymbol } from '@/sdk'
import { useToggleModal } from '@/state/application/hooks'
import { ApplicationModal } from '@/state/application/slice'
import { Field, initialMintState, mintReducer, resetMintState, typeInput } from '@/state/mint/slice'
import { useIsExpertMode, useUserSlippageTolerance } from '@/state/user/hooks'
import { shortenSymbol } from '@/utils/format/shortenSymbol'
import { maxAmountSpend } from '@/utils/swap/maxAmountSpend'
import { currencyId } from '@/utils/tokens/currencyId'

import { addButtonState } from './addButtonState'
import type { AddReview } from './ConfirmAddModal'
import { type AddLiquidityPrefix, pathAfterSelect } from './currencyPaths'
import { useAddConfirm } from './useAddConfirm'
import { useDerivedMintInfo } from './useDerivedMintInfo'
import { useWalletPosition } from './useWalletPosition'

export function useAddLiquidityPage(prefix: AddLiquidityPrefix) {
  const chainId = useActiveChainId()
  const { account } = useWalletStatus()
  const navigate = useNavigate()
  const { currencyIdA, currencyIdB } = useParams()
  const currencyA = useCurrency(currencyIdA) ?? undefined
  const currencyB = useCurrency(currencyIdB) ?? undefined
  const toggleWalletModal = useToggleModal(ApplicationModal.WALLET)
  const isExpertMode = useIsExpertMode()
  const [allowedSlippage] = useUserSlippageTolerance()
  const [state, dispatch] = useReducer(mintReducer, initialMintState)

  const derived = useDerivedMintInfo(state, currencyA, currencyB, account)
  const { noLiquidity, parsedAmounts, balances, dependentField } = derived
  const position = useWalletPosition(derived.pair, account)

  // Until the pair is known the pool may be new: both typed values are kept and shown, or typing the second side
  // before the pair loads (the create page already says "first liquidity provider" then) would drop the first.
  const keepsBothSides = noLiquidity || derived.pairState === PairState.LOADING
  const onFieldInput = useCallback(
    (field: Field, typedValue: string) => dispatch(typeInput({ field, typedValue, noLiquidity: keepsBothSides })),
    [keepsBothSides],
  )
  const formattedAmounts = {
    [state.independentField]: state.typedValue,
    [dependentField]: keepsBothSides ? state.otherTypedValue : (parsedAmounts[dependentField]?.toSignificant(6) ?? ''),
  } as Record<Field, string>

  const maxAmounts: Record<Field, CurrencyAmount | undefined> = {
    [Field.CURRENCY_A]: maxAmountSpend(balances[Field.CURRENCY_A]),
    [Field.CURRENCY_B]: maxAmountSpend(balances[Field.CURRENCY_B]),
  }
  // MAX is hidden once the amount is what MAX would fill in.
  const atMax = (field: Field) => Boolean(maxAmounts[field] && parsedAmounts[field]?.equalTo(maxAmounts[field]))

  const router = useDeployment()?.router
  const [approvalA, approveA] = useApproveCallback(parsedAmounts[Field.CURRENCY_A], router)
  const [approvalB, approveB] = useApproveCallback(parsedAmounts[Field.CURRENCY_B], router)
  // Each side keeps 'Approved {symbol}' once an approval sent from here lands (forgotten when its currency changes).
  const submittedA = useSubmittedApproval(approvalA, approveA, currencyA)
  const submittedB = useSubmittedApproval(approvalB, approveB, currencyB)

  const isUnsupported = useIsUnsupportedPair([currencyA, currencyB])
  const buttonState = addButtonState({
    isUnsupported,
    inputError: derived.inputError,
    hasBothAmounts: Boolean(parsedAmounts[Field.CURRENCY_A] && parsedAmounts[Field.CURRENCY_B]),
    approvalA: APPROVAL_STATUS[approvalA],
    approvalB: APPROVAL_STATUS[approvalB],
    approvalSubmittedA: submittedA.isSubmitted,
    approvalSubmittedB: submittedB.isSubmitted,
  })

  const add = useAddLiquidityCallback({
    amountA: parsedAmounts[Field.CURRENCY_A],
    amountB: parsedAmounts[Field.CURRENCY_B],
    noLiquidity,
    slippageBips: allowedSlippage,
  })
  const clearTyped = useCallback(() => dispatch(resetMintState()), [])
  const confirm = useAddConfirm(add.callback, clearTyped)
  const { onAdd, openConfirm } = confirm
  // Expert mode skips the review: the dialog opens straight on the wallet's waiting view.
  const onSupply = useCallback(() => (isExpertMode ? onAdd() : openConfirm()), [isExpertMode, onAdd, openConfirm])

  const onSelect = useCallback(
    (side: 'A' | 'B', currency: Currency) =>
      navigate(pathAfterSelect(prefix, side, currencyId(currency), currencyIdA, currencyIdB)),
    [navigate, prefix, currencyIdA, currencyIdB],
  )

  const onApprove = useCallback((approve: () => Promise<void>) => {
    approve().catch((error: unknown) => console.debug('Approval not sent', error))
  }, [])

  const symbols = {
    [Field.CURRENCY_A]: shortenSymbol(currencySymbol(currencyA, chainId)),
    [Field.CURRENCY_B]: shortenSymbol(currencySymbol(currencyB, chainId)),
  }
  const review: AddReview = {
    noLiquidity,
    amountA: parsedAmounts[Field.CURRENCY_A],
    amountB: parsedAmounts[Field.CURRENCY_B],
    symbolA: symbols[Field.CURRENCY_A],
    symbolB: symbols[Field.CURRENCY_B],
    price: derived.price,
    liquidityMinted: derived.liquidityMinted,
    poolTokenPercentage: derived.poolTokenPercentage,
    allowedSlippage,
  }

  return {
    ...derived,
    account,
    position,
    toggleWalletModal,
    formattedAmounts,
    maxAmounts,
    atMax,
    onFieldInput,
    onSelect,
    buttonState,
    symbols,
    review,
    onApproveA: () => onApprove(submittedA.approve),
    onApproveB: () => onApprove(submittedB.approve),
    onSupply,
    confirm,
    /** The call Confirm Supply would send, for the dialog's network fee. */
    addCalls: add.buildCalls,
  }
}
