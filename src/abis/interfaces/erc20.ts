// The ERC-20 Interface for multicall reads, made once for the app (one module per ABI, so that a lazily loaded
// page bundles only the ABIs it reads).
import { Interface } from '@ethersproject/abi'

import ERC20_ABI from '@/abis/ERC20.json'
import type { ERC20Interface } from '@/abis/types/ERC20'

/** Typed by TypeChain (src/abis/types): the compiler checks the function and event names used with it. */
export const ERC20_INTERFACE = new Interface(ERC20_ABI) as ERC20Interface
