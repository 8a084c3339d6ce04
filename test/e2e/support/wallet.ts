// The end-to-end wallet: answers the page's EIP-1193 requests like MetaMask, signing with Anvil's
// unlocked accounts. Tests switch account or chain and make the next request reject (4001) or fail (-32603).
import { type Page } from '@playwright/test'

import { LOCAL_CHAIN_ID } from '../../../scripts/lib/anvil'
import { type AnnouncementOptions, installAnnouncedProvider, installInjectedProvider } from './injectedProvider'

interface RpcError {
  code: number
  message: string
  data?: unknown
}

type Response = { result?: unknown; error?: RpcError }

const USER_REJECTED: RpcError = { code: 4001, message: 'MetaMask Tx Signature: User denied transaction signature.' }
const INTERNAL_ERROR: RpcError = { code: -32603, message: 'Internal JSON-RPC error.' }
/** Requests that a user approves or refuses in a real wallet; only these can be rejected or failed. */
const PROMPTS = new Set([
  'eth_requestAccounts',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
])

const hex = (value: number) => `0x${value.toString(16)}`

export interface RecordedRequest {
  method: string
  params: unknown[]
  /** The announced (EIP-6963) provider that sent it; undefined for window.ethereum. */
  via?: string
}

export class TestWallet {
  readonly requests: RecordedRequest[] = []
  readonly watchedAssets: unknown[] = []
  private accountIndex = 1
  private chainId: number
  private authorized = false
  private readonly knownChains: Set<number>
  private nextOutcome: 'reject' | 'fail' | undefined
  private nestsNodeErrors = false
  private heldSend: { mined: (hash: string) => void; released: Promise<void> } | undefined
  /** Nodes of other networks, by chain id: on those the wallet sends its requests there. */
  private readonly nodes = new Map<number, string>()

  /** `chainId`: the chain of the node at `rpcUrl` (the local chain unless a test deploys elsewhere). */
  constructor(
    private readonly page: Page,
    private readonly rpcUrl: string,
    readonly accounts: string[],
    chainId: number = LOCAL_CHAIN_ID,
  ) {
    this.chainId = chainId
    this.knownChains = new Set([chainId])
  }

  /** Before the page loads: the provider is injected into every document the page opens. */
  async install(): Promise<void> {
    await this.page.exposeFunction('__venomWallet', (method: string, params: unknown[], via?: string) =>
      this.handle(method, params, via ?? undefined),
    )
    await this.page.addInitScript(installInjectedProvider)
  }

  get account(): string {
    return this.accounts[this.accountIndex]
  }

  /** As if the user had connected this site before: eth_accounts answers without a prompt. */
  authorize(): void {
    this.authorized = true
  }

  /** A network with a node behind it that the wallet does not know yet: switching to it answers 4902 until added. */
  addNode(chainId: number, rpcUrl: string): void {
    this.nodes.set(chainId, rpcUrl)
  }

  /**
   * From now on, an error the node answers reaches the page as MetaMask passes it on: under the wallet's own
   * -32603 "Internal JSON-RPC error.", the node's error (its revert message and ABI-encoded data) as `data`.
   */
  nestNodeErrors(): void {
    this.nestsNodeErrors = true
  }

  rejectNext(): void {
    this.nextOutcome = 'reject'
  }

  failNext(): void {
    this.nextOutcome = 'fail'
  }

  /**
   * A slow wallet: the next transaction goes to the node (Anvil mines it at once) but its hash reaches the page only
   * after `release()`, so the page can read the mined block before it hears of the transaction. `mined` resolves
   * with the hash once the node has it.
   */
  holdNextSend(): { mined: Promise<string>; release: () => void } {
    let release!: () => void
    let mined!: (hash: string) => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const minedHash = new Promise<string>((resolve) => (mined = resolve))
    this.heldSend = { mined, released }
    return { mined: minedHash, release }
  }

  async switchAccount(index: number): Promise<void> {
    this.accountIndex = index
    await this.emit('accountsChanged', this.authorized ? [this.account] : [])
  }

  /** The user changes network in the wallet; chains other than the local one have no node behind them. */
  async switchChain(chainId: number): Promise<void> {
    this.chainId = chainId
    await this.emit('chainChanged', hex(chainId))
  }

  private async emit(event: string, payload: unknown): Promise<void> {
    await this.page.evaluate(([name, value]) => window.__venomWalletEmit?.(name as string, value), [event, payload])
  }

  /** Before the page loads: also announce this wallet by EIP-6963, through a provider other than window.ethereum
   * whose requests are recorded with `via` (off by default; `info` may be hostile on purpose). */
  async announce(options: AnnouncementOptions): Promise<void> {
    await this.page.addInitScript(installAnnouncedProvider, options)
  }

  private async handle(method: string, params: unknown[], via?: string): Promise<Response> {
    this.requests.push(via === undefined ? { method, params } : { method, params, via })
    if (PROMPTS.has(method) && this.nextOutcome) {
      const outcome = this.nextOutcome
      this.nextOutcome = undefined
      return { error: outcome === 'reject' ? USER_REJECTED : INTERNAL_ERROR }
    }
    switch (method) {
      case 'eth_chainId':
        return { result: hex(this.chainId) }
      case 'net_version':
        return { result: String(this.chainId) }
      case 'eth_accounts':
        return { result: this.authorized ? [this.account] : [] }
      case 'eth_requestAccounts':
        this.authorized = true
        return { result: [this.account] }
      case 'wallet_switchEthereumChain':
        return this.switchTo(Number((params[0] as { chainId: string }).chainId))
      case 'wallet_addEthereumChain': {
        const chainId = Number((params[0] as { chainId: string }).chainId)
        this.knownChains.add(chainId)
        return this.switchTo(chainId)
      }
      case 'wallet_watchAsset':
        this.watchedAssets.push(params)
        return { result: true }
      case 'eth_sendTransaction': {
        const tx = params[0] as { from?: string }
        if (tx.from && tx.from.toLowerCase() !== this.account.toLowerCase()) {
          return { error: { code: 4100, message: 'The requested account has not been authorized by the user.' } }
        }
        const sent = await this.forward(method, [{ ...tx, from: this.account }])
        const held = this.heldSend
        this.heldSend = undefined
        if (held && typeof sent.result === 'string') {
          held.mined(sent.result)
          await held.released
        }
        return sent
      }
      default:
        return this.forward(method, params)
    }
  }

  private async switchTo(chainId: number): Promise<Response> {
    if (!this.knownChains.has(chainId)) {
      return { error: { code: 4902, message: `Unrecognized chain ID "${hex(chainId)}".` } }
    }
    await this.switchChain(chainId)
    return { result: null }
  }

  private async forward(method: string, params: unknown[], attempt = 0): Promise<Response> {
    try {
      const response = await fetch(this.nodes.get(this.chainId) ?? this.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      const body = (await response.json()) as Response
      // Anvil's revert race (see localProvider in scripts/lib/seed): a real node would have answered; ask again.
      if (body.error && /BlockOutOfRangeError/.test(body.error.message ?? '') && attempt < 3) {
        return this.forward(method, params, attempt + 1)
      }
      if (!body.error) return { result: body.result }
      if (this.nestsNodeErrors) return { error: { ...INTERNAL_ERROR, data: body.error } }
      return { error: { ...body.error, code: body.error.code ?? -32603 } }
    } catch (error) {
      return { error: { ...INTERNAL_ERROR, data: String(error) } }
    }
  }
}
