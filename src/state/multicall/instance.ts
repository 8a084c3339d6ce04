// Placeholder: the multicall instance (createMulticall from @uniswap/redux-multicall) is being written.
import { createMulticall } from '@uniswap/redux-multicall'

export const multicall = createMulticall()
