// The switcher's action: with a connected wallet, ask it to switch (adding the network on 4902); without one,
// switch what the app reads. The choice is kept (and written to the URL) only once it took effect.
import { useCallback, useState } from 'react'

import { type ChainId } from '@/config/chains'
import { selectChain } from '@/connection/chainSelection'
import { switchToChain } from '@/connection/switchChain'
import { useWeb3React } from '@/connection/web3Context'
import { isUserRejection } from '@/utils/transactions/walletError'

/** Why the wallet did not switch: the user said no, or the wallet failed. */
export type SwitchFailure = 'rejected' | 'failed'

export function useChooseNetwork(onChosen: () => void) {
  const { account, connector } = useWeb3React()
  const [pending, setPending] = useState<ChainId | undefined>()
  const [failure, setFailure] = useState<SwitchFailure | undefined>()

  const choose = useCallback(
    async (chainId: ChainId) => {
      setFailure(undefined)
      const provider = account ? connector.provider : undefined
      if (provider) {
        setPending(chainId)
        try {
          await switchToChain(provider, chainId)
        } catch (error) {
          setFailure(isUserRejection(error) ? 'rejected' : 'failed')
          if (!isUserRejection(error)) console.error('Failed to switch network', error)
          return
        } finally {
          setPending(undefined)
        }
      }
      selectChain(chainId)
      onChosen()
    },
    [account, connector, onChosen],
  )

  return { choose, pending, failure }
}
