// The app's read provider, one per chain: an ethers Provider over the app's batching JSON-RPC client. The reads of
// every block (the block number, and eth_call for the multicall and contract views) go to the client directly; every
// other method is ethers' own Web3Provider's over the same client (./web3Provider), created with its first use. So
// every poll asks the node (ethers' provider answers the block number from a cache for a while) and the reads of a
// block carry no ethers formatting; a page that only reads never creates ethers' provider.
import type {
  Block,
  BlockTag,
  BlockWithTransactions,
  EventType,
  FeeData,
  Filter,
  Listener,
  Log,
  TransactionReceipt,
  TransactionRequest,
  TransactionResponse,
} from '@ethersproject/abstract-provider'
import { Provider } from '@ethersproject/abstract-provider'
import { BigNumber, type BigNumberish } from '@ethersproject/bignumber'
import { hexlify, hexValue, isHexString } from '@ethersproject/bytes'
import type { Network } from '@ethersproject/networks'
import { type Deferrable, resolveProperties } from '@ethersproject/properties'
import type { Web3Provider } from '@ethersproject/providers'

import { CHAINS, isSupportedChain } from '@/config/chains'
import { afterFirstPaint } from '@/lib/afterFirstPaint'
import type { Head } from '@/state/application/canonicalHeads'

import type { RequestOptions } from './rpc/batch'
import { createRpcClient, type Eip1193Client, type RpcClientOptions } from './rpc/client'
import { withUserNode } from './rpc/userNode'
import { userNodeOf } from './userNodes'

export interface ReadProviderOptions extends RpcClientOptions {
  pollingIntervalMs?: number
}

type AddressOrName = string | Promise<string>

/** How long a polled block's timestamp stands for the chain's clock (advanced by the time since): a few polls. */
const CLOCK_FRESH_MS = 60_000
type Tag = BlockTag | Promise<BlockTag>

/** A block tag as JSON-RPC takes it: a hex quantity for a number, `latest` when none is given. */
function rpcBlockTag(tag: BlockTag | undefined): string {
  if (tag === undefined || tag === null) return 'latest'
  return typeof tag === 'number' ? hexValue(tag) : tag
}

/**
 * The eth_call object for a plain read (a contract address, calldata and at most a sender), or undefined for
 * anything else (an ENS name as `to`, a value, gas or fee fields), which ethers' provider formats and checks.
 */
function plainCall(transaction: TransactionRequest): { to: string; data: string; from?: string } | undefined {
  const { to, data, from, ...rest } = transaction
  const isAddress = (value: unknown): value is string => isHexString(value, 20)
  if (!isAddress(to) || data === undefined || (from !== undefined && !isAddress(from))) return undefined
  if (Object.values(rest).some((value) => value !== undefined)) return undefined
  return from === undefined ? { to, data: hexlify(data) } : { to, data: hexlify(data), from }
}

/** The head of an eth_getBlockByNumber answer; anything else (a null block, a missing hash) is a failed poll. */
function headOf(block: unknown): Head {
  const { number, hash, parentHash } = (block ?? {}) as Record<string, unknown>
  const isHash = (value: unknown): value is string => isHexString(value, 32)
  if (!isHexString(number) || !isHash(hash) || !isHash(parentHash))
    throw new Error('The node answered the latest block without its number, hash and parent hash')
  return { number: BigNumber.from(number).toNumber(), hash: hash.toLowerCase(), parentHash: parentHash.toLowerCase() }
}

export class ReadProvider extends Provider {
  readonly #options: ReadProviderOptions
  #client: Eip1193Client | undefined
  #provider: Promise<Web3Provider> | undefined
  /** The latest polled block's timestamp (unix seconds) and when this machine received it. */
  #clock: { timestamp: number; receivedAt: number } | undefined

  constructor(options: ReadProviderOptions) {
    super()
    this.#options = options
  }

  /** The batching JSON-RPC client, created with the first read. */
  #rpc(): Eip1193Client {
    const { pollingIntervalMs: _, ...clientOptions } = this.#options
    this.#client ??= createRpcClient(clientOptions)
    return this.#client
  }

  /** ethers' provider over the same client, imported and created with the first read that needs it. */
  web3Provider(): Promise<Web3Provider> {
    this.#provider ??= afterFirstPaint()
      .then(() => import('./web3Provider'))
      .then(({ createWeb3Provider }) => createWeb3Provider(this.#rpc(), this.#options))
    return this.#provider
  }

  #read<T>(read: (provider: Web3Provider) => Promise<T>): Promise<T> {
    return this.web3Provider().then(read)
  }

  /** A raw JSON-RPC request, as Web3Provider.send. */
  send(method: string, params: unknown[]): Promise<unknown> {
    return this.#read((p) => p.send(method, params) as Promise<unknown>)
  }

  /**
   * A raw JSON-RPC request on the batching client, without ethers' provider; `rider` waits for the next block poll's
   * batch (./rpc/batch).
   */
  request(method: string, params: unknown[], options?: RequestOptions): Promise<unknown> {
    return this.#rpc().request({ method, params }, options)
  }

  /**
   * A raw JSON-RPC request that rides in the next block poll's batch (a history's refresh, which can wait a poll): no
   * HTTP request of its own. A logs query over more than a few blocks still goes alone (./rpc/batch).
   */
  sendWithBlockPoll(method: string, params: unknown[]): Promise<unknown> {
    return this.request(method, params, { rider: true })
  }

  /**
   * The chain's clock now, in unix seconds: the latest polled block's timestamp advanced by the time since it came;
   * undefined when no poll has brought one lately (a hidden tab's polls stop).
   */
  chainTime(nowMs = Date.now()): number | undefined {
    if (!this.#clock || nowMs - this.#clock.receivedAt > CLOCK_FRESH_MS) return undefined
    return this.#clock.timestamp + Math.floor(Math.max(0, nowMs - this.#clock.receivedAt) / 1000)
  }

  getNetwork(): Promise<Network> {
    return this.#read((p) => p.getNetwork())
  }
  /** The node's latest block, asked every time (ethers' provider would answer from a cache for a while). */
  async getBlockNumber(): Promise<number> {
    return BigNumber.from(await this.#rpc().request({ method: 'eth_blockNumber' })).toNumber()
  }
  /**
   * The node's latest block as number, hash and parent hash (what tells a new block from a reorg), after the block
   * at `seenHeight` when given and the node has it: asked in the same tick, so one JSON-RPC batch carries both.
   */
  async getHeads(seenHeight?: number): Promise<Head[]> {
    const block = (tag: string) => this.#rpc().request({ method: 'eth_getBlockByNumber', params: [tag, false] })
    const [seen, latest] = await Promise.all([
      seenHeight === undefined ? null : block(hexValue(seenHeight)),
      block('latest'),
    ])
    const head = headOf(latest)
    const { timestamp } = latest as { timestamp?: unknown }
    if (isHexString(timestamp)) this.#clock = { timestamp: Number(timestamp), receivedAt: Date.now() }
    // A node that has not reached the height yet (one behind the others) answers null: nothing to compare.
    return seen === null ? [head] : [headOf(seen), head]
  }
  getGasPrice(): Promise<BigNumber> {
    return this.#read((p) => p.getGasPrice())
  }
  override getFeeData(): Promise<FeeData> {
    return this.#read((p) => p.getFeeData())
  }
  getBalance(addressOrName: AddressOrName, blockTag?: Tag): Promise<BigNumber> {
    return this.#read((p) => p.getBalance(addressOrName, blockTag))
  }
  getTransactionCount(addressOrName: AddressOrName, blockTag?: Tag): Promise<number> {
    return this.#read((p) => p.getTransactionCount(addressOrName, blockTag))
  }
  getCode(addressOrName: AddressOrName, blockTag?: Tag): Promise<string> {
    return this.#read((p) => p.getCode(addressOrName, blockTag))
  }
  getStorageAt(addressOrName: AddressOrName, position: BigNumberish | Promise<BigNumberish>, blockTag?: Tag) {
    return this.#read((p) => p.getStorageAt(addressOrName, position, blockTag))
  }
  sendTransaction(signedTransaction: string | Promise<string>): Promise<TransactionResponse> {
    return this.#read((p) => p.sendTransaction(signedTransaction))
  }
  async call(transaction: Deferrable<TransactionRequest>, blockTag?: Tag): Promise<string> {
    const [resolved, tag] = await Promise.all([resolveProperties(transaction), blockTag])
    const call = plainCall(resolved)
    if (!call) return this.#read((p) => p.call(resolved, tag))
    return hexlify((await this.#rpc().request({ method: 'eth_call', params: [call, rpcBlockTag(tag)] })) as string)
  }
  estimateGas(transaction: Deferrable<TransactionRequest>): Promise<BigNumber> {
    return this.#read((p) => p.estimateGas(transaction))
  }
  getBlock(blockHashOrBlockTag: Tag | string): Promise<Block> {
    return this.#read((p) => p.getBlock(blockHashOrBlockTag))
  }
  getBlockWithTransactions(blockHashOrBlockTag: Tag | string): Promise<BlockWithTransactions> {
    return this.#read((p) => p.getBlockWithTransactions(blockHashOrBlockTag))
  }
  getTransaction(transactionHash: string): Promise<TransactionResponse> {
    return this.#read((p) => p.getTransaction(transactionHash))
  }
  getTransactionReceipt(transactionHash: string): Promise<TransactionReceipt> {
    return this.#read((p) => p.getTransactionReceipt(transactionHash))
  }
  getLogs(filter: Filter): Promise<Log[]> {
    return this.#read((p) => p.getLogs(filter))
  }
  resolveName(name: string | Promise<string>): Promise<string | null> {
    return this.#read((p) => p.resolveName(name))
  }
  lookupAddress(address: string | Promise<string>): Promise<string | null> {
    return this.#read((p) => p.lookupAddress(address))
  }
  waitForTransaction(transactionHash: string, confirmations?: number, timeout?: number): Promise<TransactionReceipt> {
    return this.#read((p) => p.waitForTransaction(transactionHash, confirmations, timeout))
  }

  // Events: the app subscribes to none on its read providers (block numbers come with the multicall's batch); they
  // are passed on once ethers' provider is there, as the Provider contract requires them.
  on(eventName: EventType, listener: Listener): Provider {
    return this.#passOn((p) => p.on(eventName, listener))
  }
  once(eventName: EventType, listener: Listener): Provider {
    return this.#passOn((p) => p.once(eventName, listener))
  }
  off(eventName: EventType, listener?: Listener): Provider {
    return this.#passOn((p) => p.off(eventName, listener))
  }
  removeAllListeners(eventName?: EventType): Provider {
    return this.#passOn((p) => p.removeAllListeners(eventName))
  }
  #passOn(subscription: (provider: Web3Provider) => unknown): Provider {
    void this.web3Provider().then(subscription)
    return this
  }
  emit(): boolean {
    return false
  }
  listenerCount(): number {
    return 0
  }
  listeners(): Listener[] {
    return []
  }
}

export function createReadProvider(options: ReadProviderOptions): ReadProvider {
  return new ReadProvider(options)
}

const providers = new Map<number, ReadProvider>()

/** The read provider of a supported chain, shared by everything that reads from it; the user's own node first. */
export function getReadProvider(chainId: number): ReadProvider {
  if (!isSupportedChain(chainId)) throw new Error(`Unsupported network ID: ${chainId}`)
  let provider = providers.get(chainId)
  if (!provider) {
    const chain = CHAINS[chainId]
    const urls = () => withUserNode(chain.rpcUrls, userNodeOf(chainId))
    provider = createReadProvider({ chainId, urls, pollingIntervalMs: chain.blockPollingMs })
    providers.set(chainId, provider)
  }
  return provider
}
