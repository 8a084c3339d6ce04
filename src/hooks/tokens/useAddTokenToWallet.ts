// "Add {token} to wallet" after a swap: wallet_watchAsset through the connected wallet, with the list's logo.
import { useCallback, useState } from 'react'

import { useWeb3React } from '@/connection/web3Context'
import { type Currency, Token, WrappedTokenInfo } from '@/sdk'
import { isSafeLogoURI } from '@/utils/lists/isSafeLogoURI'
import { addTokenToWallet, type Eip1193Requester } from '@/utils/tokens/addTokenToWallet'

export interface AddTokenToWallet {
  /** A token (not the native coin) and a wallet that can be asked. */
  canAdd: boolean
  /** undefined until asked, then whether the wallet added it. */
  success: boolean | undefined
  addToken: () => Promise<boolean>
}

export function useAddTokenToWallet(currency: Currency | null | undefined): AddTokenToWallet {
  const { provider } = useWeb3React()
  const [success, setSuccess] = useState<boolean>()
  const token = currency instanceof Token ? currency : undefined
  const requester = provider?.provider as Partial<Eip1193Requester> | undefined
  const canAdd = Boolean(token && requester?.request)

  const addToken = useCallback(async () => {
    if (!token) return false
    const logo = token instanceof WrappedTokenInfo ? token.logoURI : undefined
    const added = await addTokenToWallet(requester, token, isSafeLogoURI(logo) ? logo : undefined)
    setSuccess(added)
    return added
  }, [token, requester])

  return { canAdd, success, addToken }
}
