// One view of the wallet for the header and the modal: account, chain, which wallet, and what is wrong.
import { isInjectedSupportedChain, type WalletKind } from '@/config/wallets'

import { type ActivationState, useActivationState } from './activation'
import { walletKindOf } from './connectors'
import { isMetaMaskInjected } from './injected'
import { useWeb3React } from './web3Context'

export interface WalletStatus {
  account: string | undefined
  chainId: number | undefined
  /** The wallet behind the connected account. */
  kind: WalletKind | undefined
  /** Connected, but to a chain this build does not serve. */
  isWrongNetwork: boolean
  activation: ActivationState
}

export function useWalletStatus(): WalletStatus {
  const { account, chainId, connector, isActive } = useWeb3React()
  const activation = useActivationState()
  const connected = isActive && account !== undefined
  return {
    account: connected ? account : undefined,
    chainId,
    kind: connected ? walletKindOf(connector, isMetaMaskInjected()) : undefined,
    isWrongNetwork: connected && !isInjectedSupportedChain(chainId),
    activation,
  }
}
