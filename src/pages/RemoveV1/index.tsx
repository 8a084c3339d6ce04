// Remove a V1 position at /remove/v1/{exchange address}: removeLiquidity(all of it, minimums from the user's slippage,
// deadline) on the exchange.
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { WritePreview } from '@/components/transactions/WritePreview'
import { ErrorText, Note, Paragraph } from '@/components/ui'
import { V1ExchangePage } from '@/components/v1/V1ExchangePage'
import { V1LiquidityInfo } from '@/components/v1/V1LiquidityInfo'
import { V1SendButton } from '@/components/v1/V1SendButton'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWalletStatus } from '@/connection/useWalletStatus'
import { useV1RemoveCallback } from '@/hooks/v1/v1Callbacks'
import { useV1Exchange } from '@/hooks/v1/v1Exchange'
import { useV1SendFlow } from '@/hooks/v1/v1SendFlow'
import { currencySymbol, ETHER } from '@/sdk'

export default function RemoveV1() {
  const { t } = useTranslation()
  const { address } = useParams()
  const { account } = useWalletStatus()
  const native = currencySymbol(ETHER, useActiveChainId())
  const info = useV1Exchange(address, account)
  const { token, liquidity, position } = info
  const { callback, buildCalls } = useV1RemoveCallback(address, token, liquidity, position, info.readBlock)
  const hasNoLiquidity = liquidity !== undefined && liquidity.raw.toString() === '0'
  const flow = useV1SendFlow({ callback, hasNoLiquidity, isReady: true })
  // Previewed while there is something to remove and it has not been sent from here.
  const previewed = hasNoLiquidity || flow.hash ? undefined : buildCalls

  return (
    <V1ExchangePage
      titleId="remove-v1-title"
      title={t('pages.removeV1')}
      status={info.status}
      // The body waits for the position (reserves and total supply come a round after the token): shown before it,
      // Remove showed disabled and turned live a moment later, and axe could measure it half-way through the switch.
      loaded={token && liquidity && position && { token, liquidity }}
    >
      {(loaded) => (
        <>
          <Paragraph>{t('migrateV1.removeIntro')}</Paragraph>
          <V1LiquidityInfo {...loaded} tokenWorth={info.tokenWorth} nativeWorth={info.nativeWorth} />
          <WritePreview buildCalls={previewed} tokens={[loaded.liquidity.token]} />
          <V1SendButton action="remove" flow={flow} testId="v1-remove" />
          {flow.error ? <ErrorText role="alert">{flow.error}</ErrorText> : null}
          <Note>{t('migrateV1.removeOutcome', { symbol: loaded.token.symbol, native })}</Note>
        </>
      )}
    </V1ExchangePage>
  )
}
