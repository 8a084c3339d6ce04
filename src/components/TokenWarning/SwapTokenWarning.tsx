// The swap and send screens' URL-token warning: declining removes the token's parameter from the query.
import { memo } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

import { searchWithoutTokens } from '@/utils/tokens/urlTokens'

import { UrlTokenWarning } from './UrlTokenWarning'

interface Props {
  /** The currency ids the URL set (useDefaultsFromURLSearch's result). */
  urlCurrencies?: { inputCurrencyId: string | undefined; outputCurrencyId: string | undefined }
}

/** Memoised: the swap form's keys and quotes leave it as it is (its props change with the URL only). */
export const SwapTokenWarning = memo(function SwapTokenWarning({ urlCurrencies }: Props) {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  return (
    <UrlTokenWarning
      currencyIdA={urlCurrencies?.inputCurrencyId}
      currencyIdB={urlCurrencies?.outputCurrencyId}
      onDecline={(tokens) =>
        navigate(
          {
            pathname,
            search: searchWithoutTokens(
              search,
              tokens.map((token) => token.address),
            ),
          },
          { replace: true },
        )
      }
    />
  )
})
