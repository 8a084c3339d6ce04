// 'Add {token} to wallet' in the submitted view (wallet_watchAsset); nothing for the native coin.
import { useTranslation } from 'react-i18next'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useAddTokenToWallet } from '@/hooks/tokens/useAddTokenToWallet'
import { type Currency, currencySymbol } from '@/sdk'

import { IconButton } from './styles'

export function AddTokenButton({ currency }: { currency: Currency | undefined }) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const { canAdd, success, addToken } = useAddTokenToWallet(currency)
  if (!canAdd) return null
  const symbol = currencySymbol(currency, chainId)
  return (
    <IconButton type="button" onClick={() => void addToken()} disabled={success === true}>
      {success ? t('swap.txModal.added', { symbol }) : t('swap.txModal.addToken', { symbol })}
    </IconButton>
  )
}
