// Route elements that redirect before (or instead of) rendering a page; the decisions live in redirects.ts.
import { type ReactElement, useEffect } from 'react'
import { Navigate, useLocation, useParams } from 'react-router-dom'

import { ApplicationModal, setOpenModal } from '@/state/application/slice'
import { useAppDispatch } from '@/state/hooks'

import { AddLiquidity } from './pages'
import {
  type AddLiquidityPrefix,
  addLiquidityRedirect,
  FALLBACK_PATH,
  removeLiquidityRedirect,
  SWAP_PATH,
  swapOutputCurrencyRedirect,
  v1ExchangeRedirect,
} from './redirects'

export function SwapOutputCurrencyRedirect() {
  const { outputCurrency = '' } = useParams()
  const { search } = useLocation()
  return <Navigate to={swapOutputCurrencyRedirect(outputCurrency, search)} replace />
}

/** /claim: raise the address-claim modal flag, then show the swap page under it. */
export function AddressClaimRedirect() {
  const dispatch = useAppDispatch()
  useEffect(() => {
    dispatch(setOpenModal(ApplicationModal.ADDRESS_CLAIM))
  }, [dispatch])
  return <Navigate to={SWAP_PATH} replace />
}

export function AddLiquidityRoute({ prefix }: { prefix: AddLiquidityPrefix }) {
  const { currencyIdA, currencyIdB } = useParams()
  const target = currencyIdA === undefined ? null : addLiquidityRedirect(prefix, currencyIdA, currencyIdB)
  if (target) return <Navigate to={target} replace />
  return <AddLiquidity createMode={prefix === '/create'} />
}

export function RemoveTokensRedirect() {
  const { tokens = '' } = useParams()
  return <Navigate to={removeLiquidityRedirect(tokens)} replace />
}

/** /remove/v1/{address} and /migrate/v1/{address}: the page only for a well-formed exchange address. */
export function V1ExchangeRoute({ page }: { page: ReactElement }) {
  const { address } = useParams()
  const target = v1ExchangeRedirect(address)
  useEffect(() => {
    if (target) console.warn('Not a V1 exchange address, showing the V1 list instead:', address)
  }, [address, target])
  return target ? <Navigate to={target} replace /> : page
}

/** Any path outside the table (or a row not routed on this chain) shows the send screen. */
export function FallbackRedirect() {
  const { search } = useLocation()
  return <Navigate to={{ pathname: FALLBACK_PATH, search }} replace />
}
