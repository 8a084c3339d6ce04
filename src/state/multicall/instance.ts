// The multicall slice and read hooks from @uniswap/redux-multicall; fetching is the app's own MulticallUpdater.
import { createMulticall } from '@uniswap/redux-multicall'

// The library's Updater is not used: its retry wait (1–2.5 s) and gas-based chunking differ from the spec.
export const multicall = createMulticall({ reducerPath: 'multicall' })
