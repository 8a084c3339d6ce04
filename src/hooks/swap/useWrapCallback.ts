// Wrap and unwrap between the chain's native coin and its wrapped token (deposit with value / withdraw(amount)).
import { type BaseContract, Contract } from '@ethersproject/contracts'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import type { WETH9 } from '@/abis/types'
import { useReadProvider } from '@/connection/readProviderHook'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWeb3React } from '@/connection/web3Context'
import { useDeployment } from '@/hooks/contracts/deployment'
import { interfaceOf } from '@/hooks/contracts/useContract'
import { useSendTransaction } from '@/hooks/transactions/useSendTransaction'
import { type Currency, type CurrencyAmount, currencyEquals, ETHER, nativeCurrencyOf, type Token, WETH } from '@/sdk'
import { localizeDecimal } from '@/utils/format/localizeNumber'
import { isAddress } from '@/utils/tokens/address'
import type { BuildCalls } from '@/utils/transactions/send'

export type WrapType = 'NOT_APPLICABLE' | 'WRAP' | 'UNWRAP'

/** insufficientBalance: 'Insufficient {symbol} balance' with the input's symbol. */
export type WrapInputError = 'enterAmount' | 'insufficientBalance'

export function wrapTypeOf(
  input: Currency | undefined,
  output: Currency | undefined,
  wrapped: Token | undefined,
): WrapType {
  if (!input || !output || !wrapped) return 'NOT_APPLICABLE'
  if (input === ETHER && currencyEquals(wrapped, output)) return 'WRAP'
  if (currencyEquals(wrapped, input) && output === ETHER) return 'UNWRAP'
  return 'NOT_APPLICABLE'
}

export function wrapInputError(amount?: CurrencyAmount, balance?: CurrencyAmount): WrapInputError | undefined {
  if (!amount) return 'enterAmount'
  if (!balance || balance.lessThan(amount)) return 'insufficientBalance'
  return undefined
}

export interface WrapCallback {
  wrapType: WrapType
  /** Sends the deposit or withdrawal; undefined while the input is not valid. */
  execute?: () => Promise<void>
  /** The deposit or withdrawal it would send, for the page's preview; undefined while the input is not valid. */
  buildCalls?: BuildCalls
  inputError?: WrapInputError
  /** The symbol for the insufficient-balance message (FRA, or WFRA when unwrapping). */
  inputSymbol?: string
}

/**
 * `inputAmount` is the typed amount parsed in the input currency and `balance` the account's balance of it
 * (the swap state derives both).
 */
export function useWrapCallback(
  inputCurrency: Currency | undefined,
  outputCurrency: Currency | undefined,
  inputAmount: CurrencyAmount | undefined,
  balance: CurrencyAmount | undefined,
): WrapCallback {
  const { t } = useTranslation()
  const { account } = useWeb3React()
  const chainId = useActiveChainId()
  // The wrapped native token's ABI loads with the first wrap or unwrap, not with the page.
  const contractAddress = isAddress(useDeployment()?.weth) || undefined
  const readProvider = useReadProvider()
  const send = useSendTransaction()
  const wrapped: Token | undefined = (WETH as Partial<Record<number, Token>>)[chainId]

  return useMemo(() => {
    const wrapType = wrapTypeOf(inputCurrency, outputCurrency, wrapped)
    if (wrapType === 'NOT_APPLICABLE' || !contractAddress || !wrapped) return { wrapType: 'NOT_APPLICABLE' }
    const nativeSymbol = nativeCurrencyOf(chainId).symbol
    const isWrap = wrapType === 'WRAP'
    const inputSymbol = isWrap ? nativeSymbol : wrapped.symbol
    const inputError = wrapInputError(inputAmount, balance)
    if (inputError || !inputAmount || !account) return { wrapType, inputError, inputSymbol }

    const raw = `0x${inputAmount.raw.toString(16)}`
    const populate = async () => {
      const { default: abi } = await import('@/abis/WETH9.json')
      const contract = new Contract(contractAddress, interfaceOf(abi), readProvider) as BaseContract as WETH9
      return isWrap ? contract.populateTransaction.deposit({ value: raw }) : contract.populateTransaction.withdraw(raw)
    }
    const buildCalls = async () => [populate()]
    const execute = async () => {
      try {
        const call = populate()
        const params = {
          amount: localizeDecimal(inputAmount.toSignificant(6)),
          native: nativeSymbol,
          wrapped: wrapped.symbol,
        }
        await send(call, { summary: t(isWrap ? 'swapTx.summary.wrap' : 'swapTx.summary.unwrap', params) })
      } catch (error) {
        console.error(isWrap ? 'Could not deposit' : 'Could not withdraw', error)
        throw error
      }
    }
    return { wrapType, execute, buildCalls, inputSymbol }
  }, [
    inputCurrency,
    outputCurrency,
    wrapped,
    contractAddress,
    readProvider,
    chainId,
    inputAmount,
    balance,
    account,
    send,
    t,
  ])
}
