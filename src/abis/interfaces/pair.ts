// The V2 pair's Interface for multicall reads, made once for the app (one module per ABI, so that a lazily loaded
// page bundles only the ABIs it reads).
import { Interface } from '@ethersproject/abi'

import type { UniswapV2PairInterface } from '@/abis/types/UniswapV2Pair'
import PAIR_ABI from '@/abis/UniswapV2Pair.json'

/** Typed by TypeChain (src/abis/types): the compiler checks the function and event names used with it. */
export const PAIR_INTERFACE = new Interface(PAIR_ABI) as UniswapV2PairInterface
