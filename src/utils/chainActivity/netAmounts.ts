// The account's net change of each asset in a transaction, from its logs: tokens and pool tokens by their Transfer
// logs, WETH's own wraps and unwraps, and the native coin the account paid (less the router's refund) or was paid.
import { dataWord, topicAddress, TOPICS } from './events'
import { type ChainTransaction, type KnownContracts, NATIVE, type NetAmount } from './types'

const POOL_EVENTS = new Set<string>([TOPICS.mint, TOPICS.burn, TOPICS.v1AddLiquidity, TOPICS.v1RemoveLiquidity])

/** An address in lowercase; empty for none. */
export const lower = (address: string | null | undefined) => (address ?? '').toLowerCase()

/** The account's net change of each asset in the transaction, and the pool tokens among them. */
export function netAmounts(tx: ChainTransaction, account: string, contracts: KnownContracts): NetAmount[] {
  const owner = lower(account)
  const sent = lower(tx.from) === owner
  const totals = new Map<string, bigint>()
  const add = (asset: string, amount: bigint) => totals.set(asset, (totals.get(asset) ?? 0n) + amount)
  const poolTokens = new Set<string>()
  const weth = lower(contracts.weth)
  // WETH wrapped for the account by another contract (the router) from the value it was sent.
  let wrappedForAccount = 0n
  for (const log of tx.logs) {
    const [topic, first, second] = log.topics
    const emitter = lower(log.address)
    if (POOL_EVENTS.has(topic)) poolTokens.add(emitter)
    // ERC-20 transfers only: an ERC-721 Transfer has its token id as a third indexed argument.
    if (topic === TOPICS.transfer && log.topics.length === 3) {
      const value = dataWord(log.data, 0)
      if (topicAddress(first) === owner) add(emitter, -value)
      if (topicAddress(second) === owner) add(emitter, value)
    }
    if (emitter !== weth) continue
    // WETH9 wraps and unwraps without a Transfer: the account's own are counted here.
    if (topic === TOPICS.deposit) {
      if (topicAddress(first) === owner) add(weth, dataWord(log.data, 0))
      else wrappedForAccount += dataWord(log.data, 0)
    }
    if (topic === TOPICS.withdrawal) {
      const value = dataWord(log.data, 0)
      if (topicAddress(first) === owner) add(weth, -value)
      // The router unwraps for the account that sent the transaction and pays it the coin.
      if (sent) add(NATIVE, value)
    }
  }
  const value = sent ? BigInt(tx.value) : 0n
  // The router refunds what it did not wrap of the value (addLiquidityETH, swapETHForExactTokens): the account paid
  // what was wrapped. Without a wrap (the account's own, a V1 exchange), it paid the whole value.
  if (value > 0n) add(NATIVE, -(wrappedForAccount > 0n && wrappedForAccount < value ? wrappedForAccount : value))
  return [...totals]
    .filter(([, amount]) => amount !== 0n)
    .map(([asset, amount]) => ({ asset, amount, isPoolToken: poolTokens.has(asset) }))
}
