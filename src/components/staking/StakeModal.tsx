// The Deposit, Withdraw and Claim dialogs of farms and single pools: entering, waiting for the wallet, submitted,
// and the error view for wallet code -32603 (other failures are logged and the entry form comes back).
import { type ReactNode, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/Modal'
import { ErrorView, PendingView, SubmittedView } from '@/components/transactions/FlowViews'
import { NetworkFee } from '@/components/transactions/NetworkFee'
import { SimulatedChanges } from '@/components/transactions/SimulatedChanges'
import { confirmLabel } from '@/components/transactions/wouldFail'
import { Button, ErrorText, ModalBody, ModalHeader, SmallText } from '@/components/ui'
import { useWeb3React } from '@/connection/web3Context'
import type { StakingCalls } from '@/hooks/staking/useFarmCallbacks'
import { useApprovalTooltip } from '@/hooks/tokens/useApprovalTooltip'
import { ApprovalState, useApproveCallback } from '@/hooks/tokens/useApproveCallback'
import { useInternalErrorOnly } from '@/hooks/transactions/internalErrorOnly'
import { useConfirmationFlow } from '@/hooks/transactions/useConfirmationFlow'
import { useReadIncludesLastMined } from '@/hooks/transactions/useReadIncludesLastMined'
import { useTransactionPreview } from '@/hooks/transactions/useTransactionPreview'
import { type Token, TokenAmount } from '@/sdk'
import { formatAmount } from '@/utils/format/formatAmount'
import { feeApplies, feePercent, type WithdrawalFee } from '@/utils/staking/withdrawalFee'
import type { BuildCalls } from '@/utils/transactions/send'

import { parseStakeAmount, stakeInputError } from './amountInput'
import { StakeAmountField } from './StakeAmountField'
import { WithdrawMethodChoice } from './WithdrawMethodChoice'

export type StakeKind = 'deposit' | 'withdraw' | 'claim'

export interface StakeModalProps {
  isOpen: boolean
  onDismiss: () => void
  kind: StakeKind
  /** The staked token: liquidity tokens of a farm, or a single pool's token. */
  token: Token
  /** Deposit: the wallet balance; withdraw: the stake. */
  max: bigint | undefined
  /** The block `max` was read at. */
  readBlock: number | undefined
  /** Deposit: the staking contract that must be approved. */
  spender?: string
  /** Withdraw: the fee on an amount if withdrawn in the next block. */
  feeFor?: (amount: bigint) => WithdrawalFee | undefined
  /** Claim: what is unclaimed, and how it splits. */
  claimDetails?: ReactNode
  hasStake: boolean
  onSubmit: (amount: bigint, shown: string) => Promise<string>
  /** Single pools: the whole stake back at once, rewards forfeited. */
  onEmergencyWithdraw?: () => Promise<string>
  /** The calls the writes send, for the network fee of the one Confirm would send. */
  calls?: StakingCalls
}

const TITLE_KEYS: Record<StakeKind, string> = {
  deposit: 'staking.modal.depositTitle',
  withdraw: 'staking.modal.withdrawTitle',
  claim: 'staking.modal.claimTitle',
}

export default function StakeModal(props: StakeModalProps) {
  const { isOpen, onDismiss, kind, token, spender, feeFor, claimDetails, hasStake, onSubmit } = props
  const { t } = useTranslation()
  // A balance or stake read before the latest transaction sent from here may be the one it changed: no Max of it.
  const max = useReadIncludesLastMined(props.readBlock) ? props.max : undefined
  const { account } = useWeb3React()
  const { state: flow, run, reset } = useConfirmationFlow(useInternalErrorOnly(), isOpen)
  const [typed, setTyped] = useState('')
  const [isEmergency, setIsEmergency] = useState(false)
  const [approvalError, setApprovalError] = useState(false)

  const parsed = kind === 'claim' ? undefined : parseStakeAmount(typed, token, max)
  const [approval, approve] = useApproveCallback(kind === 'deposit' ? parsed : undefined, spender)
  const approveTooltip = useApprovalTooltip(kind === 'deposit' ? parsed : undefined)
  const fee = parsed && feeFor ? feeFor(BigInt(parsed.raw.toString())) : undefined
  const title = t(TITLE_KEYS[kind])

  const close = useCallback(() => {
    reset()
    setTyped('')
    setIsEmergency(false)
    setApprovalError(false)
    onDismiss()
  }, [reset, onDismiss])

  const inputError =
    kind === 'claim'
      ? stakeInputError(Boolean(account), hasStake ? new TokenAmount(token, '1') : undefined)
      : isEmergency
        ? stakeInputError(Boolean(account), hasStake ? new TokenAmount(token, '1') : undefined)
        : stakeInputError(Boolean(account), parsed)
  const needsApproval = kind === 'deposit' && approval !== ApprovalState.APPROVED
  const amount = parsed ? BigInt(parsed.raw.toString()) : undefined
  const { calls } = props
  // What Confirm would send now; nothing to estimate while it is disabled.
  const buildCalls = useMemo<BuildCalls | undefined>(() => {
    if (!calls || inputError || needsApproval) return undefined
    const emergency = calls.emergencyWithdraw
    if (isEmergency) return emergency && (async () => [emergency()])
    if (kind === 'claim') return async () => [calls.claim()]
    if (amount === undefined) return undefined
    return async () => [kind === 'deposit' ? calls.deposit(amount) : calls.withdraw(amount)]
  }, [calls, inputError, needsApproval, isEmergency, kind, amount])
  const previewTokens = useMemo(() => [token], [token])
  const { preview, fee: networkFee } = useTransactionPreview(buildCalls, previewTokens)
  const shown = parsed ? formatAmount(parsed) : ''

  const onConfirm = () => {
    if (inputError) return
    if (kind === 'deposit' && approval !== ApprovalState.APPROVED) {
      // The button is disabled without approval; reaching here is a bug worth telling the user about.
      setApprovalError(true)
      return
    }
    if (isEmergency && props.onEmergencyWithdraw) void run(props.onEmergencyWithdraw)
    else if (kind === 'claim') void run(() => onSubmit(0n, ''))
    else if (parsed) void run(() => onSubmit(BigInt(parsed.raw.toString()), shown))
  }

  const pendingTitle =
    kind === 'claim'
      ? t('staking.modal.claiming')
      : isEmergency
        ? t('staking.modal.emergencyWithdrawing', { symbol: token.symbol })
        : t(kind === 'deposit' ? 'staking.modal.depositing' : 'staking.modal.withdrawing', {
            amount: shown,
            symbol: token.symbol,
          })

  return (
    <Modal isOpen={isOpen} onDismiss={close} label={title} maxHeight={90}>
      <ModalBody>
        <ModalHeader title={flow.status === 'idle' ? title : ''} onClose={close} />
        {flow.status === 'idle' && (
          <>
            {props.onEmergencyWithdraw && <WithdrawMethodChoice isEmergency={isEmergency} onChange={setIsEmergency} />}
            {kind === 'claim' && claimDetails}
            {kind !== 'claim' && !isEmergency && (
              <StakeAmountField kind={kind} token={token} max={max} typed={typed} parsed={parsed} onType={setTyped} />
            )}
            {isEmergency && <SmallText>{t('staking.modal.emergencyNote')}</SmallText>}
            {kind === 'withdraw' && !isEmergency && feeApplies(fee) && (
              <SmallText
                data-testid="stake-withdrawal-fee"
                data-amount={fee.amount.toString()}
                data-percent={feePercent(fee)}
              >
                {t('staking.modal.withdrawalFee', {
                  percent: feePercent(fee),
                  amount: formatAmount(new TokenAmount(token, fee.amount.toString())) || '0',
                  symbol: token.symbol,
                })}
              </SmallText>
            )}
            {kind === 'deposit' && <SmallText>{t('staking.modal.depositFee')}</SmallText>}
            {kind === 'deposit' && parsed && needsApproval && (
              <Button
                type="button"
                data-testid="stake-approve"
                title={approveTooltip}
                disabled={approval !== ApprovalState.NOT_APPROVED}
                onClick={() => approve().catch((error: unknown) => console.error(error))}
              >
                {approval === ApprovalState.PENDING
                  ? t('staking.modal.approving')
                  : t('staking.modal.approve', { symbol: token.symbol })}
              </Button>
            )}
            <SimulatedChanges preview={preview} tokens={previewTokens} />
            <NetworkFee fee={networkFee} />
            <Button
              type="button"
              data-testid="stake-confirm"
              disabled={Boolean(inputError) || (kind === 'deposit' && needsApproval)}
              onClick={onConfirm}
            >
              {inputError === 'CONNECT_WALLET'
                ? t('staking.modal.connectWallet')
                : inputError === 'ENTER_AMOUNT'
                  ? t('staking.modal.enterAmount')
                  : confirmLabel(t, preview, isEmergency ? t('staking.modal.emergencyWithdraw') : title)}
            </Button>
            {approvalError && <ErrorText role="alert">{t('staking.errors.noApproval')}</ErrorText>}
          </>
        )}
        {flow.status === 'awaitingSignature' && <PendingView title={pendingTitle} />}
        {flow.status === 'submitted' && <SubmittedView hash={flow.hash} onClose={close} />}
        {flow.status === 'error' && <ErrorView onClose={close} reason={flow.message} />}
      </ModalBody>
    </Modal>
  )
}
