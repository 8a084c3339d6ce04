// The tokens an account's chain history has touched: every contract that logged an ERC-20 Transfer from or to it.
// An ERC-721 logs the same event with its third argument indexed (four topics), so only three-topic logs with a
// one-word amount count. Any contract can log anything: these are addresses to read, never tokens to trust.
import { addressTopic, TOPICS } from '@/utils/chainActivity/events'
import type { RawLog } from '@/utils/logs/types'

/** The contracts (lowercase, first touch first) that logged an ERC-20 Transfer from or to `account`. */
export function touchedTokens(logs: readonly RawLog[], account: string): string[] {
  const owner = addressTopic(account)
  const touched = new Set<string>()
  for (const log of logs) {
    const [topic, from, to] = log.topics
    const isTransfer = topic === TOPICS.transfer && log.topics.length === 3 && log.data.length === 66
    if (isTransfer && (from?.toLowerCase() === owner || to?.toLowerCase() === owner))
      touched.add(log.address.toLowerCase())
  }
  return [...touched]
}
