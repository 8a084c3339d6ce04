// The approve buttons' tooltip: which allowance an approval will set, after the user's exact-approval setting.
import { useTranslation } from 'react-i18next'

import { type CurrencyAmount, ETHER } from '@/sdk'
import { useUserExactApproval } from '@/state/user/hooks'
import { localizeDecimal } from '@/utils/format/localizeNumber'

/**
 * The amount in full (toExact): the allowance an exact approval sets, to the last unit. undefined without an amount (or for the native coin, which needs no approval). `isExact` forces the exact wording
 * where the approval is a permit signature, which always covers the one amount.
 */
export function useApprovalTooltip(amount: CurrencyAmount | undefined, isExact = false): string | undefined {
  const { t } = useTranslation()
  const [isExactApproval] = useUserExactApproval()
  if (!amount || amount.currency === ETHER) return undefined
  const symbol = amount.currency.symbol ?? ''
  return isExactApproval || isExact
    ? t('settings.approvalTooltip.exact', { amount: localizeDecimal(amount.toExact()), symbol })
    : t('settings.approvalTooltip.unlimited', { symbol })
}
