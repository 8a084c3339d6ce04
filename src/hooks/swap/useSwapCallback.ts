// The swap callback: builds every candidate call for the trade (V2 router or V1 exchange), then estimates them and
// sends the first that estimates through the one transaction path. Errors are SwapErrors (code + params) the page
// translates. The ABIs and the call building and sending load when the user confirms, not with the page.
import { Contract } from '@ethersproject/contracts'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWeb3React } from '@/connection/web3Context'
import { useDeployment } from '@/hooks/contracts/deployment'
import { interfaceOf, useContractSigner } from '@/hooks/contracts/useContract'
import { useENS } from '@/hooks/ens/useENS'
import { useSendTransaction } from '@/hooks/transactions/useSendTransaction'
import { useTransactionDeadline } from '@/hooks/transactions/useTransactionDeadline'
import { currencySymbol, type Trade } from '@/sdk'
import { localizeDecimal } from '@/utils/format/localizeNumber'
import { shortenAddress } from '@/utils/format/shortenAddress'
import type { TradeVersion } from '@/utils/swap/swapCalls'
import { isAddress } from '@/utils/tokens/address'
import type { BuildCalls } from '@/utils/transactions/send'

import { useTradeExchange } from './useSwapCallbackTarget'

/** The code a swap's calls are built with: the exchange's ABI and the call builders and sender. */
function loadSwapCallCode(version: TradeVersion) {
  return Promise.all([
    version === 'v1' ? import('@/abis/UniswapV1Exchange.json') : import('@/abis/UniswapV2Router02.json'),
    import('@/utils/swap/swapCalls'),
    import('@/utils/swap/swapCallsSend'),
  ])
}

/** Fetched (and the router's ABI parsed) once a V2 quote is on the page: the confirm dialog then waits for the node only. */
export function prefetchSwapCallCode(): void {
  void loadSwapCallCode('v2').then(([{ default: abi }]) => interfaceOf(abi))
}

export type SwapCallbackState = 'INVALID' | 'LOADING' | 'VALID'

export type SwapCallbackError = 'missingDependencies' | 'invalidRecipient'

export interface SwapCallback {
  state: SwapCallbackState
  /** Resolves the transaction hash; rejects with a SwapError. */
  callback: null | (() => Promise<string>)
  /** The candidate calls the callback would try now, for the confirm dialog's network fee. */
  buildCalls: BuildCalls | undefined
  error: SwapCallbackError | null
}

/**
 * @param allowedSlippageBips the slippage tolerance the bounds use, in basis points (the user's, widened by a tax)
 * @param recipientAddressOrName null to swap to the account itself
 * @param feeOnTransfer a token of the trade taxes transfers: only the router's fee-on-transfer method is sent
 */
export function useSwapCallback(
  trade: Trade | undefined,
  allowedSlippageBips: number,
  recipientAddressOrName: string | null,
  feeOnTransfer = false,
): SwapCallback {
  const { t } = useTranslation()
  const { account } = useWeb3React()
  const chainId = useActiveChainId()
  const getDeadline = useTransactionDeadline()
  const send = useSendTransaction()
  const { address: recipientAddress } = useENS(recipientAddressOrName)
  const recipient = recipientAddressOrName === null ? account : recipientAddress
  const { version, exchangeAddress } = useTradeExchange(trade)
  const routerAddress = useDeployment()?.router
  const contractAddress = isAddress(version === 'v1' ? exchangeAddress : routerAddress) || undefined
  const signer = useContractSigner()

  return useMemo((): SwapCallback => {
    if (!trade || !account || !contractAddress || !version || !signer) {
      return { state: 'INVALID', callback: null, buildCalls: undefined, error: 'missingDependencies' }
    }
    if (!recipient) {
      return recipientAddressOrName !== null
        ? { state: 'INVALID', callback: null, buildCalls: undefined, error: 'invalidRecipient' }
        : { state: 'LOADING', callback: null, buildCalls: undefined, error: null }
    }
    // The candidate calls, built the same way for the send and for the confirm dialog's network fee.
    const loadCalls = async () => {
      const [{ default: abi }, { swapCallParameters }, swapCallsSend] = await loadSwapCallCode(version)
      // The ABI parsed once a visit (a dialog builds its calls again each block).
      const contract = new Contract(contractAddress, interfaceOf(abi), signer)
      const deadline = await getDeadline()
      const options = { allowedSlippageBips, recipient, deadline, feeOnTransfer }
      const calls = swapCallParameters(trade, version, options).map((parameters) => ({ contract, parameters }))
      return { calls, swapCallsSend }
    }
    const buildCalls = async () => {
      const { calls, swapCallsSend } = await loadCalls()
      return calls.map(swapCallsSend.populateSwapCall)
    }
    const onSwap = async (): Promise<string> => {
      const {
        calls,
        swapCallsSend: { selectAndSendSwapCall },
      } = await loadCalls()
      const summary = swapSummary(
        (key, options) => t(key, options ?? {}),
        trade,
        chainId,
        version,
        recipient === account ? undefined : recipientAddressOrName,
      )
      const { response } = await selectAndSendSwapCall(calls, (call, gasEstimate) =>
        send(call, { summary }, gasEstimate),
      )
      return response.hash
    }
    return { state: 'VALID', callback: onSwap, buildCalls, error: null }
  }, [
    trade,
    account,
    contractAddress,
    signer,
    version,
    recipient,
    recipientAddressOrName,
    getDeadline,
    allowedSlippageBips,
    feeOnTransfer,
    send,
    t,
    chainId,
  ])
}

type Translate = (key: string, options?: Record<string, unknown>) => string

/** 'Swap {inputAmount} {inputSymbol} for {outputAmount} {outputSymbol}', then ' to {recipient}', then ' on V1'. */
export function swapSummary(
  t: Translate,
  trade: Trade,
  chainId: number,
  version: TradeVersion,
  recipient?: string | null,
): string {
  const params = {
    inputAmount: localizeDecimal(trade.inputAmount.toSignificant(3)),
    inputSymbol: currencySymbol(trade.inputAmount.currency, chainId),
    outputAmount: localizeDecimal(trade.outputAmount.toSignificant(3)),
    outputSymbol: currencySymbol(trade.outputAmount.currency, chainId),
    recipient: recipient && isAddress(recipient) ? shortenAddress(recipient) : recipient,
  }
  const key = `${recipient ? 'swapTo' : 'swap'}${version === 'v1' ? 'V1' : ''}`
  return t(`swapTx.summary.${key}`, params)
}
