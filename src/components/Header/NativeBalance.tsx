// The connected account's native balance beside the wallet button (in the bottom bar on phones), to 4 significant
// digits.
import { formatUnits } from '@ethersproject/units'
import styled from 'styled-components'

import { CHAINS, isSupportedChain } from '@/config/chains'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useFormatLocale } from '@/hooks/format/useFormatLocale'
import { formatSignificant } from '@/utils/format/formatSignificant'
import { localizeDecimal } from '@/utils/format/localizeNumber'

import { useNativeBalance } from './useNativeBalance'

/** The spec's header balance precision. */
const HEADER_BALANCE_DIGITS = 4

const Balance = styled.span`
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.surfaceSecondary};
  font-weight: 500;
  white-space: nowrap;
`

export function NativeBalance() {
  const chainId = useActiveChainId()
  const balance = useNativeBalance()
  const locale = useFormatLocale()
  if (!balance || !isSupportedChain(chainId)) return null
  const { symbol, decimals } = CHAINS[chainId].nativeCurrency
  return (
    <Balance data-testid="native-balance">
      {localizeDecimal(formatSignificant(formatUnits(balance, decimals), HEADER_BALANCE_DIGITS), locale)} {symbol}
    </Balance>
  )
}
