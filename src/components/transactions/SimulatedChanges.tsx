// A confirm dialog's preview of what its transaction does to the account (issue 41): each asset's signed change, with
// its USD value where priced, and each approval granted or used, as the node simulated the exact transaction at the
// latest block; or why it would revert, in the user's words; or that this node cannot simulate. Test ids carry the
// figures: simulated-change-<address|NATIVE> data-amount (signed, decimal, the asset's units), simulated-approval-<token>.
import { formatUnits } from '@ethersproject/units'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { DetailRow, Label, Note, OutlineCard, ToneCard, Value } from '@/components/ui'
import { LazyUsdAmount } from '@/components/UsdValue'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type TokenMap, useAllTokens } from '@/hooks/tokens/tokens'
import type { TransactionPreview } from '@/hooks/transactions/useTransactionPreview'
import { CurrencyAmount, JSBI, nativeCurrencyOf, type Token, TokenAmount } from '@/sdk'
import { localizeDecimal } from '@/utils/format/localizeNumber'
import { shortenAddress } from '@/utils/format/shortenAddress'
import { failureKey } from '@/utils/transactions/failureReason'
import { type AssetChange, NATIVE, type SimulatedApproval } from '@/utils/transactions/simulation'

/** An allowance this large is what wallets and apps mean by unlimited. */
const UNLIMITED = 2n ** 255n

interface Asset {
  symbol: string
  decimals: number
  /** The amount as the pricing engine takes it: the native coin and every token with known decimals. */
  amount?: (raw: bigint) => CurrencyAmount
}

interface ChangeLine {
  change: AssetChange
  asset: Asset
  /** The change's size for its USD value: one object per simulation, as the pricing hooks key on it. */
  size: CurrencyAmount | undefined
}

function assetOf(asset: string, chainId: number, tokens: TokenMap, extra: readonly Token[]): Asset {
  if (asset === NATIVE) {
    const { symbol, decimals } = nativeCurrencyOf(chainId)
    return { symbol, decimals, amount: (raw) => CurrencyAmount.ether(JSBI.BigInt(raw.toString())) }
  }
  // A token the app knows (lists, imported) or the dialog's own (a trade's path, a pool token): priced where the engine
  // can price it.
  const token = tokens[asset] ?? extra.find((candidate) => candidate.address === asset)
  if (token)
    return {
      symbol: token.symbol ?? shortenAddress(asset),
      decimals: token.decimals,
      amount: (raw) => new TokenAmount(token, JSBI.BigInt(raw.toString())),
    }
  // Unknown: its address, and its raw units (its decimals are the token's word, not read here).
  return { symbol: shortenAddress(asset), decimals: 0 }
}

/** `tokens`: the transaction's own tokens beyond the lists' (a trade's path, a pool's liquidity token). */
export function SimulatedChanges({ preview, tokens = [] }: { preview: TransactionPreview; tokens?: readonly Token[] }) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const known = useAllTokens()
  // Dialogs pass a new array each render: the tokens' addresses are what matter.
  const tokensKey = tokens.map((token) => token.address).join()
  const lines = useMemo(
    () =>
      preview.status === 'ok'
        ? preview.changes.map((change): ChangeLine => {
            const asset = assetOf(change.asset, chainId, known, tokens)
            return { change, asset, size: asset.amount?.(change.amount < 0n ? -change.amount : change.amount) }
          })
        : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- tokensKey stands for tokens
    [preview, chainId, known, tokensKey],
  )
  switch (preview.status) {
    case 'idle':
      return null
    case 'simulating':
      return (
        <Note data-testid="simulated-changes" aria-busy="true">
          {t('simulation.simulating')}
        </Note>
      )
    case 'unavailable':
      return <Note data-testid="simulation-unavailable">{t('simulation.unavailable')}</Note>
    case 'revert': {
      const key = preview.reason === undefined ? undefined : failureKey(preview.reason)
      const reason = key ? t(`failures.${key}`) : (preview.reason ?? t('failures.unknown'))
      return (
        <ToneCard $tone="error" role="alert" data-testid="simulation-revert">
          {t('simulation.revert', { reason })}
        </ToneCard>
      )
    }
    case 'ok':
      return (
        <OutlineCard data-testid="simulated-changes" role="group" aria-label={t('simulation.title')}>
          <Note>{t('simulation.title')}</Note>
          {preview.changes.length === 0 ? <Note>{t('simulation.noChanges')}</Note> : null}
          {lines.map((line) => (
            <ChangeRow key={line.change.asset} line={line} />
          ))}
          {preview.approvals.map((approval) => (
            <ApprovalRow
              key={`${approval.token}:${approval.spender}`}
              approval={approval}
              asset={assetOf(approval.token, chainId, known, tokens)}
            />
          ))}
        </OutlineCard>
      )
  }
}

const decimal = (raw: bigint, decimals: number) => formatUnits(raw.toString(), decimals).replace(/\.0$/, '')

function ChangeRow({ line: { change, asset, size } }: { line: ChangeLine }) {
  const shown = size
    ? size.toSignificant(6)
    : decimal(change.amount < 0n ? -change.amount : change.amount, asset.decimals)
  return (
    <DetailRow data-testid={`simulated-change-${change.asset}`} data-amount={decimal(change.amount, asset.decimals)}>
      <Label>{asset.symbol}</Label>
      <Value>
        {change.amount < 0n ? '−' : '+'}
        {localizeDecimal(shown)}
        {size ? (
          <>
            {' '}
            <LazyUsdAmount amount={size} testId={`simulated-change-usd-${change.asset}`} />
          </>
        ) : null}
      </Value>
    </DetailRow>
  )
}

function ApprovalRow({ approval, asset }: { approval: SimulatedApproval; asset: Asset }) {
  const { t } = useTranslation()
  const amount =
    approval.amount >= UNLIMITED
      ? t('simulation.unlimited')
      : localizeDecimal(
          asset.amount ? asset.amount(approval.amount).toSignificant(6) : decimal(approval.amount, asset.decimals),
        )
  return (
    <DetailRow
      data-testid={`simulated-approval-${approval.token}`}
      data-spender={approval.spender}
      data-kind={approval.kind}
      data-amount={decimal(approval.amount, asset.decimals)}
    >
      <Label>{t(`simulation.approval.${approval.kind}`, { spender: shortenAddress(approval.spender) })}</Label>
      <Value>
        {amount} {asset.symbol}
      </Value>
    </DetailRow>
  )
}
