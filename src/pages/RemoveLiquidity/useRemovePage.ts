// Everything the remove page shows: the currencies from the URL, the form and its derived amounts, the approval
// (permit or approve), the confirm flow, the receive-native/wrapped switch and the main button's state.
import { useCallback, useMemo } from 'react'
import { useNavigate, useParams } from 'react-router-dom'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWeb3React } from '@/connection/web3Context'
import { useDerivedBurnInfo } from '@/hooks/liquidity/useDerivedBurnInfo'
import { useRemoveLiquidityApproval } from '@/hooks/liquidity/useRemoveLiquidityApproval'
import { useRemoveLiquidityCallback } from '@/hooks/liquidity/useRemoveLiquidityCallback'
import { useCurrency } from '@/hooks/tokens/tokens'
import { type Currency, ETHER, isNativeSymbol, wrappedNative } from '@/sdk'
import { useToggleModal } from '@/state/application/hooks'
import { ApplicationModal } from '@/state/application/slice'
import { BurnField } from '@/state/burn/slice'
import { useUserSlippageTolerance } from '@/state/user/hooks'
import { removeMinimums } from '@/utils/liquidity/removeLiquidityCalls'
import { currencyId } from '@/utils/tokens/currencyId'

import type { RemoveReview } from './ConfirmRemoveModal'
import { receiveSwitchTarget } from './receiveSwitch'
import { removeButtonState } from './removeButtonState'
import { useRemoveConfirm } from './useRemoveConfirm'

/** The receive switch: a link to the same pair with the native coin and its wrapped token exchanged. */
function useReceiveSwitch(): { to: string; receive: Currency } | undefined {
  const chainId = useActiveChainId()
  const { currencyIdA = '', currencyIdB = '' } = useParams()
  const wrapped = wrappedNative(chainId)
  return useMemo(() => {
    const target = receiveSwitchTarget(currencyIdA, currencyIdB, wrapped?.address, (id) => isNativeSymbol(id, chainId))
    if (!target || !wrapped) return undefined
    return { to: target.to, receive: target.receive === 'native' ? ETHER : wrapped }
  }, [currencyIdA, currencyIdB, wrapped, chainId])
}

export function useRemovePage() {
  const { account } = useWeb3React()
  const navigate = useNavigate()
  const { currencyIdA, currencyIdB } = useParams()
  const currencyA = useCurrency(currencyIdA)
  const currencyB = useCurrency(currencyIdB)
  const toggleWalletModal = useToggleModal(ApplicationModal.WALLET)
  const [allowedSlippage] = useUserSlippageTolerance()

  const burn = useDerivedBurnInfo(currencyA, currencyB)
  const { parsedAmounts, state, error } = burn
  const liquidity = parsedAmounts[BurnField.LIQUIDITY]
  const amountA = parsedAmounts[BurnField.CURRENCY_A]
  const amountB = parsedAmounts[BurnField.CURRENCY_B]

  const { approval, signature, clearSignature, approve, isPermit } = useRemoveLiquidityApproval(burn.pair, liquidity)
  const { onUserInput: typeBurnInput } = burn
  const onUserInput = useCallback(
    (field: BurnField, typedValue: string) => {
      clearSignature()
      typeBurnInput(field, typedValue)
    },
    [clearSignature, typeBurnInput],
  )

  // What the form shows may not be sent while it has an input error (a balance older than the last transaction).
  const canConfirm = error === undefined
  const remove = useRemoveLiquidityCallback({
    currencyA,
    currencyB,
    liquidity: canConfirm ? liquidity : undefined,
    amountA,
    amountB,
    allowedSlippageBips: allowedSlippage,
    approval,
    signature,
  })
  const resetForm = useCallback(() => onUserInput(BurnField.LIQUIDITY_PERCENT, '0'), [onUserInput])
  const confirm = useRemoveConfirm(remove.callback, resetForm)

  const formattedAmounts: Record<BurnField, string> = {
    [BurnField.LIQUIDITY_PERCENT]:
      state.independentField === BurnField.LIQUIDITY_PERCENT
        ? state.typedValue
        : parsedAmounts[BurnField.LIQUIDITY_PERCENT].toFixed(0),
    [BurnField.LIQUIDITY]:
      state.independentField === BurnField.LIQUIDITY ? state.typedValue : (liquidity?.toSignificant(6) ?? ''),
    [BurnField.CURRENCY_A]:
      state.independentField === BurnField.CURRENCY_A ? state.typedValue : (amountA?.toSignificant(6) ?? ''),
    [BurnField.CURRENCY_B]:
      state.independentField === BurnField.CURRENCY_B ? state.typedValue : (amountB?.toSignificant(6) ?? ''),
  }

  const minimums = useMemo(
    () => (amountA && amountB ? removeMinimums(amountA, amountB, allowedSlippage) : undefined),
    [amountA, amountB, allowedSlippage],
  )

  const onCurrencySelect = useCallback(
    (field: BurnField.CURRENCY_A | BurnField.CURRENCY_B, currency: Currency) => {
      const selected = currencyId(currency)
      const [a, b] = field === BurnField.CURRENCY_A ? [selected, currencyIdB] : [currencyIdA, selected]
      // Picking the other side's currency swaps the sides.
      navigate(a === b ? `/remove/${currencyIdB}/${currencyIdA}` : `/remove/${a}/${b}`)
    },
    [navigate, currencyIdA, currencyIdB],
  )

  const onApprove = useCallback(() => {
    approve().catch((failure: unknown) => console.debug('Approval not given', failure))
  }, [approve])

  const review: RemoveReview = {
    pair: burn.pair,
    currencyA,
    currencyB,
    tokenA: burn.tokenA,
    tokenB: burn.tokenB,
    liquidity,
    amountA,
    amountB,
    minimums,
    allowedSlippage,
    canConfirm,
  }

  return {
    toggleWalletModal,
    currencyA,
    currencyB,
    burn,
    formattedAmounts,
    review,
    onUserInput,
    onCurrencySelect,
    receiveSwitch: useReceiveSwitch(),
    buttonState: removeButtonState({
      hasAccount: Boolean(account),
      error,
      approval,
      hasSignature: signature !== null,
    }),
    onApprove,
    /** For the approve button's tooltip: the amount, and whether a permit (always exact) covers it. */
    approveAmount: { amount: liquidity, isExact: isPermit },
    confirm,
    /** The calls Confirm would try, for the dialog's network fee. */
    removeCalls: remove.buildCalls,
  }
}
