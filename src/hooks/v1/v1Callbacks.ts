// The V1 writes: migrate a position to V2 through the migrator, or remove it to the token and the native coin.
// Each goes through the one transaction path, recorded with a summary, and resolves its hash; its calls are built by
// the same code for the page's preview and network fee.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWeb3React } from '@/connection/web3Context'
import { useMigratorContract, useV1ExchangeContract } from '@/hooks/contracts/exchange'
import { useReadIncludesLastMined } from '@/hooks/transactions/useReadIncludesLastMined'
import { useSendTransaction } from '@/hooks/transactions/useSendTransaction'
import { useTransactionDeadline } from '@/hooks/transactions/useTransactionDeadline'
import { currencySymbol, ETHER, type Token, type TokenAmount } from '@/sdk'
import { useUserSlippageTolerance } from '@/state/user/hooks'
import type { BuildCalls } from '@/utils/transactions/send'
import { removalMinimums, type TokenNativeAmounts } from '@/utils/v1/v1Liquidity'

export interface V1Write {
  /** Sends the transaction and resolves its hash; null until it can be sent. */
  callback: (() => Promise<string>) | null
  /** The call it would send now (its only candidate), for the preview; undefined while there is none. */
  buildCalls: BuildCalls | undefined
}

const NO_WRITE: V1Write = { callback: null, buildCalls: undefined }

/**
 * migrate(token, amountTokenMin, amountEthMin, to, deadline); null until everything it needs is known, and while the
 * position (read at `readBlock`) predates the latest transaction sent from here (it may be the one it changed).
 */
export function useV1MigrateCallback(
  token: Token | undefined,
  minimums: TokenNativeAmounts | undefined,
  readBlock: number | undefined,
): V1Write {
  const { t } = useTranslation()
  const { account } = useWeb3React()
  const migrator = useMigratorContract()
  const deadline = useTransactionDeadline()
  const send = useSendTransaction()
  const isCurrent = useReadIncludesLastMined(readBlock)
  return useMemo(() => {
    if (!isCurrent || !token || !minimums || !account || !migrator?.signer) return NO_WRITE
    const buildCalls = async () => [
      migrator.populateTransaction.migrate(
        token.address,
        minimums.token.toString(),
        minimums.native.toString(),
        account,
        await deadline(),
      ),
    ]
    const callback = async () => {
      const [call] = await buildCalls()
      const response = await send(call, { summary: t('migrateV1.summary.migrate', { symbol: token.symbol }) })
      return response.hash
    }
    return { callback, buildCalls }
  }, [isCurrent, token, minimums, account, migrator, deadline, send, t])
}

/**
 * removeLiquidity(amount, min_eth, min_tokens, deadline) on the exchange, the minimums being what the position redeems
 * for less the user's slippage; null until the position's worth is known, and while the liquidity (read at
 * `readBlock`) predates the latest transaction sent from here.
 */
export function useV1RemoveCallback(
  exchange: string | undefined,
  token: Token | undefined,
  liquidity: TokenAmount | undefined,
  position: TokenNativeAmounts | undefined,
  readBlock: number | undefined,
): V1Write {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const contract = useV1ExchangeContract(exchange)
  const deadline = useTransactionDeadline()
  const send = useSendTransaction()
  const [slippageBips] = useUserSlippageTolerance()
  const isCurrent = useReadIncludesLastMined(readBlock)
  return useMemo(() => {
    if (!isCurrent || !token || !liquidity || !position || !contract?.signer) return NO_WRITE
    const buildCalls = async () => {
      const minimums = removalMinimums(position, slippageBips)
      return [
        contract.populateTransaction.removeLiquidity(
          liquidity.raw.toString(),
          minimums.native.toString(),
          minimums.token.toString(),
          await deadline(),
        ),
      ]
    }
    const callback = async () => {
      const [call] = await buildCalls()
      const response = await send(call, {
        summary: t('migrateV1.summary.remove', { symbol: token.symbol, native: currencySymbol(ETHER, chainId) }),
      })
      return response.hash
    }
    return { callback, buildCalls }
  }, [isCurrent, token, liquidity, position, contract, slippageBips, deadline, send, t, chainId])
}
