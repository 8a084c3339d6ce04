// A phone wallet for tests: WalletConnect's own sign client in Node (in-memory storage), talking to the dapp through
// a relay (the loopback one in tests). It pairs with the URI the dapp shows, approves a session with an Anvil account
// on the chains the dapp asks for, and answers the session's requests: transactions and signatures go to Anvil,
// which holds the account's key. On command it rejects the next request, switches chain (session_event
// chainChanged) or ends the session (session_delete).
import { SignClient } from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'

/** The methods and events a wallet approves for an EVM session (what the dapp's provider asks for). */
const METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const EVENTS = ['chainChanged', 'accountsChanged']

interface RpcError {
  code: number
  message: string
  data?: string
}

export interface WalletRequest {
  method: string
  params: unknown
  chainId: string
}

/** A key-value store kept in memory for a WalletConnect client: it forgets everything when the test ends. */
export class MemoryStorage {
  readonly #entries = new Map<string, unknown>()
  async getKeys() {
    return [...this.#entries.keys()]
  }
  async getEntries<T>() {
    return [...this.#entries.entries()] as [string, T][]
  }
  async getItem<T>(key: string) {
    return this.#entries.get(key) as T | undefined
  }
  async setItem<T>(key: string, value: T) {
    this.#entries.set(key, value)
  }
  async removeItem(key: string) {
    this.#entries.delete(key)
  }
}

export interface PhoneWalletOptions {
  relayUrl: string
  projectId: string
  /** Chain id → the node that chain's requests go to. */
  nodes: Record<number, string>
  account: string
}

const caip = (chainId: number) => `eip155:${chainId}`

export class PhoneWallet {
  /** Every session request the dapp sent, in order. */
  readonly requests: WalletRequest[] = []
  #nextOutcome: 'reject' | undefined
  #chainId: number | undefined

  private constructor(
    readonly client: InstanceType<typeof SignClient>,
    private readonly options: PhoneWalletOptions,
  ) {
    client.on('session_request', (event) => void this.#answer(event))
  }

  static async start(options: PhoneWalletOptions): Promise<PhoneWallet> {
    const client = await SignClient.init({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      storage: new MemoryStorage() as never,
      logger: 'silent',
      telemetryEnabled: false,
      // The SDK keeps one core a process, keyed by this prefix: without one of its own, the wallet would share the
      // dapp's core (and its client id) when both run in one process.
      customStoragePrefix: `phone-wallet-${crypto.randomUUID()}`,
      metadata: { name: 'Test phone wallet', description: 'A wallet in the tests', url: 'http://127.0.0.1', icons: [] },
    })
    // A wallet asks WalletConnect's verify service whether the dapp's origin is what it claims, over the internet.
    // The tests have none and check that nothing leaves loopback: this wallet verifies nobody (the SDK's answer
    // when the service cannot be reached is the same: unknown).
    client.core.verify.resolve = async () => undefined as never
    return new PhoneWallet(client, options)
  }

  get account(): string {
    return this.options.account
  }

  /** The chain the wallet is on (the first the session approved, until it switches). */
  get chainId(): number | undefined {
    return this.#chainId
  }

  /** The active session's topic (this wallet holds one at a time). */
  get sessionTopic(): string | undefined {
    return this.client.session.getAll().at(-1)?.topic
  }

  /**
   * Pairs with a `wc:` URI and approves the proposal it brings with this wallet's account, on every chain the dapp
   * asks for that the wallet has a node for. Resolves once the dapp has acknowledged the session.
   */
  async approve(uri: string): Promise<void> {
    const proposal = new Promise<SignClientTypes.EventArguments['session_proposal']>((resolve) =>
      this.client.once('session_proposal', resolve),
    )
    await this.client.core.pairing.pair({ uri })
    const { id, params } = await proposal
    const asked = [
      params.requiredNamespaces.eip155?.chains ?? [],
      params.optionalNamespaces?.eip155?.chains ?? [],
    ].flat()
    const chains = [...new Set(asked)].filter((chain) => this.options.nodes[Number(chain.split(':')[1])] !== undefined)
    this.#chainId = Number(chains[0]?.split(':')[1])
    const { acknowledged } = await this.client.approve({
      id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((chain) => `${chain}:${this.account}`),
          methods: METHODS,
          events: EVENTS,
        },
      },
    })
    await acknowledged()
  }

  /** Makes the next request fail as the user's refusal does (EIP-1193 4001). */
  rejectNext(): void {
    this.#nextOutcome = 'reject'
  }

  /** The wallet moves to another chain, as its user does in the wallet's own menu. */
  async switchChain(chainId: number): Promise<void> {
    const topic = this.#topic()
    this.#chainId = chainId
    const session = this.client.session.get(topic)
    const chains = session.namespaces.eip155.chains ?? []
    if (!chains.includes(caip(chainId))) {
      await this.client.update({
        topic,
        namespaces: {
          eip155: {
            ...session.namespaces.eip155,
            chains: [...chains, caip(chainId)],
            accounts: [...session.namespaces.eip155.accounts, `${caip(chainId)}:${this.account}`],
          },
        },
      })
    }
    await this.client.emit({ topic, chainId: caip(chainId), event: { name: 'chainChanged', data: chainId } })
  }

  /** The user ends the session in the wallet. */
  async disconnect(): Promise<void> {
    await this.client.disconnect({ topic: this.#topic(), reason: getSdkError('USER_DISCONNECTED') })
  }

  async stop(): Promise<void> {
    await this.client.core.relayer.transportClose().catch(() => undefined)
  }

  #topic(): string {
    const topic = this.sessionTopic
    if (!topic) throw new Error('The wallet has no session')
    return topic
  }

  async #answer({ topic, id, params }: SignClientTypes.EventArguments['session_request']): Promise<void> {
    const { request, chainId } = params
    this.requests.push({ method: request.method, params: request.params, chainId })
    const outcome = this.#nextOutcome
    this.#nextOutcome = undefined
    const answer: { result?: unknown; error?: RpcError } =
      outcome === 'reject'
        ? { error: getSdkError('USER_REJECTED') }
        : await this.#perform(request.method, request.params as unknown[], Number(chainId.split(':')[1]))
    await this.client.respond({
      topic,
      response: answer.error
        ? { id, jsonrpc: '2.0', error: answer.error }
        : { id, jsonrpc: '2.0', result: answer.result },
    })
  }

  async #perform(method: string, params: unknown[], chainId: number): Promise<{ result?: unknown; error?: RpcError }> {
    switch (method) {
      case 'wallet_switchEthereumChain': {
        const target = Number((params[0] as { chainId: string }).chainId)
        if (this.options.nodes[target] === undefined)
          return { error: { code: 4902, message: `Unrecognized chain ID ${target}` } }
        await this.switchChain(target)
        return { result: null }
      }
      case 'eth_sendTransaction': {
        const tx = params[0] as { from?: string }
        if (tx.from && tx.from.toLowerCase() !== this.account.toLowerCase())
          return { error: { code: 4100, message: 'The requested account has not been authorized by the user.' } }
        return forward(this.#node(chainId), method, [{ ...tx, from: this.account }])
      }
      default:
        // personal_sign, eth_signTypedData_v4 and reads: Anvil holds the account's key and signs as the wallet would.
        return forward(this.#node(chainId), method, params)
    }
  }

  #node(chainId: number): string {
    const node = this.options.nodes[chainId]
    if (!node) throw new Error(`No node for chain ${chainId}`)
    return node
  }
}

/** One JSON-RPC request to a node, its error kept as the node gave it (a revert's data included). */
async function forward(url: string, method: string, params: unknown): Promise<{ result?: unknown; error?: RpcError }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: RpcError }
  return body.error ? { error: body.error } : { result: body.result }
}
