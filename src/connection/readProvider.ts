// The app's read provider, one per chain: an ethers Provider whose every method is ethers' own Web3Provider's over
// the app's batching JSON-RPC client (./web3Provider), imported with the first read. ethers' providers (~19 KB
// gzipped with what only they use) are then off the first load: the first paint reads nothing from the chain.
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
import type { BigNumber, BigNumberish } from '@ethersproject/bignumber'
import type { Network } from '@ethersproject/networks'
import type { Deferrable } from '@ethersproject/properties'
import type { Web3Provider } from '@ethersproject/providers'

import { CHAINS, isSupportedChain } from '@/config/chains'
import { afterFirstPaint } from '@/lib/afterFirstPaint'

import type { ReadProviderOptions } from './web3Provider'

type AddressOrName = string | Promise<string>
type Tag = BlockTag | Promise<BlockTag>

export class ReadProvider extends Provider {
  readonly #options: ReadProviderOptions
  #provider: Promise<Web3Provider> | undefined

  constructor(options: ReadProviderOptions) {
    super()
    this.#options = options
  }

  /** ethers' provider, imported and created with the first call (once the first screen has painted). */
  web3Provider(): Promise<Web3Provider> {
    this.#provider ??= afterFirstPaint()
      .then(() => import('./web3Provider'))
      .then(({ createWeb3Provider }) => createWeb3Provider(this.#options))
    return this.#provider
  }

  #read<T>(read: (provider: Web3Provider) => Promise<T>): Promise<T> {
    return this.web3Provider().then(read)
  }

  /** A raw JSON-RPC request, as Web3Provider.send. */
  send(method: string, params: unknown[]): Promise<unknown> {
    return this.#read((p) => p.send(method, params) as Promise<unknown>)
  }

  getNetwork(): Promise<Network> {
    return this.#read((p) => p.getNetwork())
  }
  getBlockNumber(): Promise<number> {
    return this.#read((p) => p.getBlockNumber())
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
  call(transaction: Deferrable<TransactionRequest>, blockTag?: Tag): Promise<string> {
    return this.#read((p) => p.call(transaction, blockTag))
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

/** The read provider of a supported chain, shared by everything that reads from it. */
export function getReadProvider(chainId: number): ReadProvider {
  if (!isSupportedChain(chainId)) throw new Error(`Unsupported network ID: ${chainId}`)
  let provider = providers.get(chainId)
  if (!provider) {
    const chain = CHAINS[chainId]
    provider = createReadProvider({ chainId, urls: chain.rpcUrls, pollingIntervalMs: chain.blockPollingMs })
    providers.set(chainId, provider)
  }
  return provider
}
