// The amount to deposit or withdraw: what is available (or staked), the input and its Max button.
import { useTranslation } from 'react-i18next'

import { NumericalInput } from '@/components/NumericalInput'
import { ChipButton, DetailRow, SmallText } from '@/components/ui'
import { type Token, TokenAmount } from '@/sdk'
import { formatAmount } from '@/utils/format/formatAmount'

import { isAtMax } from './amountInput'
import { InputRow } from './styles'

interface StakeAmountFieldProps {
  kind: 'deposit' | 'withdraw'
  token: Token
  /** Deposit: the wallet balance; withdraw: the stake. */
  max: bigint | undefined
  typed: string
  parsed: TokenAmount | undefined
  onType: (typed: string) => void
}

export function StakeAmountField({ kind, token, max, typed, parsed, onType }: StakeAmountFieldProps) {
  const { t } = useTranslation()
  return (
    <>
      <DetailRow>
        <SmallText>{kind === 'deposit' ? t('staking.modal.available') : t('staking.modal.staked')}</SmallText>
        <SmallText data-testid="stake-modal-max">
          {max === undefined ? '-' : `${formatAmount(new TokenAmount(token, max.toString())) || '0'} ${token.symbol}`}
        </SmallText>
      </DetailRow>
      <InputRow>
        <NumericalInput
          value={typed}
          onUserInput={onType}
          data-testid="stake-amount-input"
          aria-label={t('staking.modal.amount')}
          decimals={token.decimals}
        />
        {max !== undefined && max > 0n && !isAtMax(parsed, max) && (
          <ChipButton
            type="button"
            data-testid="stake-max"
            onClick={() => onType(new TokenAmount(token, max.toString()).toExact())}
          >
            {t('staking.modal.max')}
          </ChipButton>
        )}
        <span>{token.symbol}</span>
      </InputRow>
    </>
  )
}
