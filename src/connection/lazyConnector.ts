// A web3-react connector whose real implementation (and its SDK) is imported only when first used, so
// Web3ReactProvider can list it up front while its code stays out of the first load.
import { type Actions, Connector, type Provider } from '@web3-react/types'

export type ConnectorLoader = (actions: Actions) => Promise<Connector>

export class LazyConnector extends Connector {
  private inner: Connector | undefined
  private loading: Promise<Connector> | undefined

  constructor(
    actions: Actions,
    private readonly load: ConnectorLoader,
  ) {
    super(actions)
    // web3-react reads `provider` from the connector it was given; an instance getter forwards it to the
    // real connector once loaded (a class accessor would clash with the base class's declared field).
    Object.defineProperty(this, 'provider', {
      configurable: true,
      enumerable: true,
      get: (): Provider | undefined => this.inner?.provider,
    })
  }

  get isLoaded(): boolean {
    return this.inner !== undefined
  }

  private connector(): Promise<Connector> {
    this.loading ??= this.load(this.actions).then(
      (connector) => (this.inner = connector),
      (error: unknown) => {
        // A failed chunk or SDK load may succeed on Try Again.
        this.loading = undefined
        throw error
      },
    )
    return this.loading
  }

  async activate(...args: unknown[]): Promise<void> {
    // Show "activating" while the chunk downloads; the real connector restarts it itself.
    const cancel = this.inner ? undefined : this.actions.startActivation()
    let connector: Connector
    try {
      connector = await this.connector()
    } catch (error) {
      cancel?.()
      throw error
    }
    await connector.activate(...args)
  }

  async connectEagerly(...args: unknown[]): Promise<void> {
    const connector = await this.connector()
    await connector.connectEagerly?.(...args)
  }

  async deactivate(...args: unknown[]): Promise<void> {
    if (this.inner?.deactivate) await this.inner.deactivate(...args)
    else this.actions.resetState()
  }

  async resetState(): Promise<void> {
    if (this.inner) await this.inner.resetState()
    else this.actions.resetState()
  }
}
