// The swap card's token check (issue 41): for each side of the trade that is a token on no active list (imported,
// or come by URL), what a simulated trade of it showed. Listed tokens are left out: the list vouches for them.
import { memo } from 'react'

import { type Currency, Token, WrappedTokenInfo } from '@/sdk'

import { TokenRisk } from '.'

const unlisted = (currency: Currency | undefined): currency is Token =>
  currency instanceof Token && !(currency instanceof WrappedTokenInfo)

/** Memoised: the swap form's keys and quotes leave it as it is (its props change with the currencies only). */
export const TradeTokenRisks = memo(function TradeTokenRisks({
  input,
  output,
}: {
  input: Currency | undefined
  output: Currency | undefined
}) {
  // The swap form never holds one currency on both sides, so no token shows twice.
  return [input, output].filter(unlisted).map((token) => <TokenRisk key={token.address} token={token} />)
})
