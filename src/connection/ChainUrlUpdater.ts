// Keeps the chosen network and the URL's `?chain=` in step (the hash's query: `/#/pool?chain=2153`), and the choice
// in step with a connected wallet, which is what the app shows and signs on.
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

import { isNetworkChoice, NETWORK_CHOICES } from '@/config/networkChoices'

import { hasChainParam, parseChainParam, withChainParam } from './chainParam'
import { getSelectedChain, selectChain, useSelectedChain } from './chainSelection'
import { switchToChain } from './switchChain'
import { useWeb3React } from './web3Context'

/** Once a network is chosen, every URL carries it: links and in-app navigation (which drops the query) keep it. */
function useChoiceInUrl(): void {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const selected = useSelectedChain()
  const urlChain = parseChainParam(search, NETWORK_CHOICES)
  // The chain the URL and the choice last agreed on: a URL naming another one was changed by the user.
  const agreed = useRef(selected)

  useEffect(() => {
    if (urlChain !== undefined && urlChain !== selected && urlChain !== agreed.current) {
      agreed.current = urlChain
      selectChain(urlChain)
      return
    }
    agreed.current = selected
    if (selected !== undefined && !hasChainParam(search, selected))
      void navigate({ pathname, search: withChainParam(search, selected) }, { replace: true })
  }, [urlChain, selected, search, pathname, navigate])
}

/** A connected wallet's network is the one shown; once a choice exists, the choice (and the URL) follow it. */
function useChoiceFollowsWallet(): void {
  const { account, chainId, connector } = useWeb3React()
  const walletChain = account !== undefined && isNetworkChoice(chainId) ? chainId : undefined
  const previousWalletChain = useRef<number | undefined>(undefined)

  useEffect(() => {
    const previous = previousWalletChain.current
    previousWalletChain.current = walletChain
    const chosen = getSelectedChain()
    if (walletChain === undefined || chosen === undefined || walletChain === chosen || !isNetworkChoice(chosen)) return
    const provider = connector.provider
    if (previous === undefined && provider) {
      // The wallet just connected on another network than the link named: ask it once; if it says no, follow it.
      switchToChain(provider, chosen).catch(() => selectChain(walletChain))
      return
    }
    selectChain(walletChain)
  }, [walletChain, connector])
}

export function ChainUrlUpdater(): null {
  useChoiceInUrl()
  useChoiceFollowsWallet()
  return null
}
