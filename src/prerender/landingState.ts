// The store's state for the landing page's first render, the same in the build's prerender and in the browser that
// hydrates it: the swap card's currencies as the URL's empty query sets them (the native coin to sell). The page
// also sets them in an effect (useDefaultsFromURLSearch), after its first render; a first render without them would
// show "Select a token" and then the coin, a layout shift on every landing.
import type { RootState } from '@/state'
import { queryToSwapState } from '@/state/swap/queryParsing'
import swapReducer, { replaceSwapState } from '@/state/swap/slice'

export function landingState(): Pick<RootState, 'swap'> {
  return { swap: swapReducer(undefined, replaceSwapState(queryToSwapState(''))) }
}
