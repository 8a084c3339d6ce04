// web3-react's provider with the app's connectors, and under it the value the app reads (src/connection/web3Context) and
// the chain it reads from (./useActiveChainId).
// The library's provider builds a new value on every render of its own (a fresh ENSNames array and hooks object), and
// it renders several times as the page starts with no wallet changing (once each connector's provider import has
// resolved), so every component reading the wallet rendered again each time: the header and the swap card, during
// the load a phone feels most (issue 38). web3-react stays the source of truth; this keeps the value's identity until
// a field changes.
import { useWeb3React as useLibraryWeb3React, Web3ReactProvider } from '@web3-react/core'
import { type ReactNode, useMemo } from 'react'

import { ActiveChainProvider } from './ActiveChainProvider'
import { connectors } from './connectors'
import { WalletContext } from './web3Context'

export function WalletProvider({ children }: { children: ReactNode }) {
  return (
    <Web3ReactProvider connectors={connectors}>
      <StableWeb3Provider>{children}</StableWeb3Provider>
    </Web3ReactProvider>
  )
}

function StableWeb3Provider({ children }: { children: ReactNode }) {
  const web3 = useLibraryWeb3React()
  const { connector, chainId, accounts, isActivating, account, isActive, provider, ENSNames, ENSName } = web3
  // undefined (not looked up yet) and null (no name) stay apart.
  const ensNamesKey = ENSNames.map(String).join(',')
  const value = useMemo(
    () => web3,
    // `hooks` and the ENSNames array are new objects on every render of the library's provider; the hooks are bound
    // to the same connectors each time, and the names' content is in ensNamesKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [connector, chainId, accounts, isActivating, account, isActive, provider, ENSName, ensNamesKey],
  )
  return (
    <WalletContext.Provider value={value}>
      <ActiveChainProvider>{children}</ActiveChainProvider>
    </WalletContext.Provider>
  )
}
