// The root reducer. Feature slices (swap, mint, burn, staking, governance) join here as they arrive.
import { combineReducers } from '@reduxjs/toolkit'

import application from './application/slice'
import governanceToken from './governanceToken/slice'
import lists from './lists/slice'
import { withChainReset } from './multicall/chainReset'
import { multicall } from './multicall/slice'
import swap from './swap/slice'
import transactions from './transactions/slice'
import user from './user/slice'

export const rootReducer = combineReducers({
  application,
  user,
  transactions,
  lists,
  swap,
  multicall: withChainReset(multicall.reducer),
  governanceToken,
})

export type RootState = ReturnType<typeof rootReducer>
