// The staking pages' action row: Deposit, and Withdraw once there is a stake; without an account, Connect Wallet.
import { useTranslation } from 'react-i18next'

import { Button, ButtonRow } from '@/components/ui'
import { useWeb3React } from '@/connection/web3Context'
import { useToggleModal } from '@/state/application/hooks'
import { ApplicationModal } from '@/state/application/slice'

import type { StakeKind } from './StakeModal'

export function StakeActions({ hasStake, onOpen }: { hasStake: boolean; onOpen: (kind: StakeKind) => void }) {
  const { t } = useTranslation()
  const { account } = useWeb3React()
  const toggleWalletModal = useToggleModal(ApplicationModal.WALLET)
  if (!account) {
    return (
      <Button type="button" onClick={toggleWalletModal}>
        {t('staking.modal.connectWallet')}
      </Button>
    )
  }
  return (
    <ButtonRow>
      <Button type="button" data-testid="stake-deposit" onClick={() => onOpen('deposit')}>
        {t('staking.deposit')}
      </Button>
      {hasStake && (
        <Button type="button" $variant="outline" data-testid="stake-withdraw" onClick={() => onOpen('withdraw')}>
          {t('staking.withdraw')}
        </Button>
      )}
    </ButtonRow>
  )
}
