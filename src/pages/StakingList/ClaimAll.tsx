// The farms list's "Claim all": every farm's pending reward in one claimRewards(pids), with the total on the button.
// Shown only with a wallet and a MasterBreeder that has claimRewards (deployments from before it do not).
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui'
import { useClaimAllCallback } from '@/hooks/staking/useClaimAllCallback'
import { useSupportsClaimAll } from '@/hooks/staking/useSupportsClaimAll'
import { type Token, TokenAmount } from '@/sdk'
import { formatAmount } from '@/utils/format/formatAmount'
import { claimAllOf } from '@/utils/staking/claimAll'
import type { Farm } from '@/utils/staking/types'

const ClaimAllModal = lazy(() => import('./ClaimAllModal'))

export function ClaimAll({ farms, rewardToken }: { farms: Farm[]; rewardToken: Token | undefined }) {
  const { t } = useTranslation()
  const supports = useSupportsClaimAll()
  const write = useClaimAllCallback()
  const [isOpen, setIsOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)
  // No farms yet means they are still loading: a disabled "Claim all (0)" that turns live a moment later says nothing.
  if (!supports || !write || !rewardToken || farms.length === 0) return null

  const claim = claimAllOf(farms)
  const format = (raw: bigint) => formatAmount(new TokenAmount(rewardToken, raw.toString())) || '0'
  const symbol = rewardToken.symbol ?? ''
  const shown = { total: format(claim.total), locked: format(claim.locked), unlocked: format(claim.unlocked), symbol }

  return (
    <>
      <Button
        type="button"
        data-testid="claim-all"
        data-pids={claim.pids.join(',')}
        disabled={claim.pids.length === 0}
        onClick={() => {
          setHasOpened(true)
          setIsOpen(true)
        }}
      >
        {t('staking.claimAll.button', { amount: shown.total, symbol })}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <ClaimAllModal
            isOpen={isOpen}
            onDismiss={() => setIsOpen(false)}
            pids={claim.pids}
            shown={shown}
            onClaim={write.claimAll}
            claimCall={write.claimAllCall}
          />
        </Suspense>
      )}
    </>
  )
}
