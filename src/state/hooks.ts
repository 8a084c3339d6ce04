// The only way components read and write the store: typed selector and dispatch, and the store itself for a value
// read when an effect or a callback runs rather than as the component renders (it does not render the component).
import { useDispatch, useSelector, useStore } from 'react-redux'

import type { AppDispatch, AppStore, RootState } from './index'

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
export const useAppStore = useStore.withTypes<AppStore>()
