// The app's only door to @uniswap/sdk: registers every deployed chain once (pair addresses, wrapped native token)
// and re-exports what the app uses. Import the SDK from '@/sdk', never from '@uniswap/sdk'.
import { registerDeployedChains } from './chains'

registerDeployedChains()

export { computePairAddress, isChainRegistered, registerChain } from './chains'
export { currencySymbol, isNativeSymbol, type NativeCurrencyInfo, nativeCurrencyOf } from './native'
export { WrappedTokenInfo } from './tokenInfo'
export { unwrappedToken, wrappedCurrency, wrappedCurrencyAmount, wrappedNative } from './wrapped'
export {
  type BigintIsh,
  ChainId,
  Currency,
  CurrencyAmount,
  currencyEquals,
  ETHER,
  Fraction,
  InsufficientInputAmountError,
  JSBI,
  Pair,
  Percent,
  Price,
  Rounding,
  Route,
  Router,
  type SwapParameters,
  Token,
  TokenAmount,
  Trade,
  type TradeOptions,
  TradeType,
  WETH,
} from '@uniswap/sdk'
