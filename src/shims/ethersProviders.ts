// Build-time stand-in for `@ethersproject/providers` (vite.config.ts aliases the bare name here).
// @web3-react/core is CommonJS and requires the package whole, and @uniswap/sdk imports getDefaultProvider,
// which drags every third-party provider (Infura, Etherscan, WebSocket, fallback...) into the first load.
// The app only talks JSON-RPC: to the wallet (Web3Provider) and through its own batching transport.
export { BaseProvider, Resolver } from '@ethersproject/providers/lib.esm/base-provider.js'
export { Formatter, isCommunityResourcable, showThrottleMessage } from '@ethersproject/providers/lib.esm/formatter.js'
export { JsonRpcProvider, JsonRpcSigner } from '@ethersproject/providers/lib.esm/json-rpc-provider.js'
export { StaticJsonRpcProvider } from '@ethersproject/providers/lib.esm/url-json-rpc-provider.js'
export { Web3Provider } from '@ethersproject/providers/lib.esm/web3-provider.js'

/** Only @uniswap/sdk's Fetcher calls this; the app reads pairs through multicall instead. */
export function getDefaultProvider(): never {
  throw new Error('getDefaultProvider is not bundled: read the chain through the app’s read provider.')
}
