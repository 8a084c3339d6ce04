// The default export @uniswap/sdk imports, on the bigint fractions of ./sdkDecimal (vite.config.ts).
export { Decimal as default } from './sdkDecimal'
