// Connects whichever EIP-1193 provider an announced wallet handed over: one EIP-1193 connector per provider,
// and only the latest chosen one may update web3-react's state (the old provider keeps its listeners, muted).
import { EIP1193 } from '@web3-react/eip1193'
import { type Actions, Connector, type Provider } from '@web3-react/types'

import { type Eip1193Provider } from './eip6963'

const noop = () => undefined

export class AnnouncedWalletConnector extends Connector {
  private current: { provider: Eip1193Provider; connector: EIP1193 } | undefined

  private connectorFor(provider: unknown): EIP1193 {
    if (typeof provider !== 'object' || provider === null) throw new Error('No announced wallet was chosen')
    if (this.current?.provider === provider) return this.current.connector
    const isCurrent = () => this.current?.connector === connector
    // Actions from a provider the user moved away from are dropped.
    const guarded: Actions = {
      startActivation: () => (isCurrent() ? this.actions.startActivation() : noop),
      update: (state) => {
        if (isCurrent()) this.actions.update(state)
      },
      resetState: () => {
        if (isCurrent()) this.actions.resetState()
      },
    }
    const connector: EIP1193 = new EIP1193({ actions: guarded, provider: provider as Provider })
    this.current = { provider: provider as Eip1193Provider, connector }
    this.provider = connector.provider
    return connector
  }

  async activate(provider?: unknown): Promise<void> {
    await this.connectorFor(provider).activate()
  }

  /** Asks eth_accounts only: an unauthorised wallet simply stays disconnected. */
  async connectEagerly(provider?: unknown): Promise<void> {
    await this.connectorFor(provider).connectEagerly()
  }

  resetState(): void {
    this.actions.resetState()
  }
}
