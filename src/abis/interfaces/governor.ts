// The GovernorAlpha Interface for decoding proposal logs, made once for the app (one module per ABI, so that a
// lazily loaded page bundles only the ABIs it reads).
import { Interface } from '@ethersproject/abi'

import GOVERNOR_ABI from '@/abis/GovernorAlpha.json'
import type { GovernorAlphaInterface } from '@/abis/types/GovernorAlpha'

/** Typed by TypeChain (src/abis/types): the compiler checks the function and event names used with it. */
export const GOVERNOR_INTERFACE = new Interface(GOVERNOR_ABI) as GovernorAlphaInterface
