// The URL-token warning of the pages whose path names the tokens (/add/:A/:B, /create, /remove, /staking/pools):
// declining goes where the page says, given the ids that remain.
import { useNavigate, useParams } from 'react-router-dom'

import { keptCurrencyIds } from '@/utils/tokens/urlTokens'

import { UrlTokenWarning } from './UrlTokenWarning'

interface Props {
  /** The path to show without the declined tokens, from the path's ids that remain (in order). */
  pathWithout: (keptIds: string[]) => string
}

export function RouteTokenWarning({ pathWithout }: Props) {
  const { currencyIdA, currencyIdB } = useParams()
  const navigate = useNavigate()
  return (
    <UrlTokenWarning
      currencyIdA={currencyIdA}
      currencyIdB={currencyIdB}
      onDecline={(tokens) => {
        const kept = keptCurrencyIds(
          [currencyIdA, currencyIdB],
          tokens.map((token) => token.address),
        )
        navigate(pathWithout(kept), { replace: true })
      }}
    />
  )
}
