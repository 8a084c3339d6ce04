// Remove a V1 position at /remove/v1/{exchange address}: removeLiquidity(all of it, 1, 1, deadline) on the exchange.
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { BackLink, Button, Card, ErrorText, GreyCard, Note, Paragraph, RowBetween, Title } from '@/components/ui'
import { V1LiquidityInfo } from '@/components/v1/V1LiquidityInfo'
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
  const { token, liquidity } = info
  const callback = useV1RemoveCallback(address, token, liquidity)
  const flow = useV1SendFlow({
    callback,
    hasNoLiquidity: liquidity !== undefined && liquidity.raw.toString() === '0',
    isReady: true,
  })

  const body = !account ? (
    <GreyCard data-testid="v1-connect">{t('migrateV1.connectAccount')}</GreyCard>
  ) : info.status === 'invalid' ? (
    <GreyCard data-testid="v1-not-exchange">{t('migrateV1.notExchange')}</GreyCard>
  ) : !token || !liquidity ? (
    <GreyCard role="status">{t('migrateV1.loading')}</GreyCard>
  ) : (
    <>
      <Paragraph>{t('migrateV1.removeIntro')}</Paragraph>
      <V1LiquidityInfo
        token={token}
        liquidity={liquidity}
        tokenWorth={info.tokenWorth}
        nativeWorth={info.nativeWorth}
      />
      <Button
        $size="large"
        type="button"
        disabled={flow.stage.disabled}
        $tone={flow.stage.label === 'success' ? 'success' : undefined}
        onClick={flow.onSend}
        data-testid="v1-remove"
      >
        {t(`migrateV1.button.remove.${flow.stage.label}`)}
      </Button>
      {flow.error ? <ErrorText role="alert">{flow.error}</ErrorText> : null}
      <Note>{t('migrateV1.removeOutcome', { symbol: token.symbol, native })}</Note>
    </>
  )

  return (
    <Card aria-labelledby="remove-v1-title">
      <RowBetween>
        <BackLink to="/migrate/v1" aria-label={t('migrateV1.backToList')} data-testid="v1-back">
          ←
        </BackLink>
        <Title id="remove-v1-title">{t('pages.removeV1')}</Title>
        <span />
      </RowBetween>
      {body}
    </Card>
  )
}
