// The default export @uniswap/sdk imports, on the bigint fractions of ./sdkDecimal (vite.config.ts).
export { toFormat as default } from './sdkDecimal'
