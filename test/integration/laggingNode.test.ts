// Nodes that disagree (issue 27, item 2), against a real Anvil: a chain with two RPC URLs, the first a replica five
// blocks behind the head (it answers "latest" with an older block, as a node behind a load balancer does), the
// second the node itself. Polled as the app polls (the head and a read in one batch), the app learns that the first
// trails, demotes it, and reads from the second: the head never goes back, and a balance is never read from the
// replica's older state once a newer one was seen.
/// <reference types="vite/client" />
import { Contract } from '@ethersproject/contracts'
import { parseUnits } from 'ethers/lib/utils.js'
import { beforeAll, describe, expect, it } from 'vitest'

import { createReadProvider } from '@/connection/readProvider'
import type { FetchLike } from '@/connection/rpc/http'
import { LAG_TOLERANCE_BLOCKS } from '@/connection/rpc/lag'

import { answerAsReplica } from '../support/laggingReplica'
import { useNode } from './support/node'

// The replica reads past blocks.
const node = useNode({ keepHistory: true })
const ERC20 = ['function balanceOf(address) view returns (uint256)', 'function transfer(address, uint256)']
const REPLICA = 'http://replica.example'
const BEHIND = LAG_TOLERANCE_BLOCKS + 3

let token: Contract

beforeAll(async () => {
  token = await node.deploy('DemoERC20', 'Test', 'TST', 18, parseUnits('1000', 18))
  await node.mine(BEHIND + 2)
})

/** The node for its own URL; for the replica's, the same node asked at the block BEHIND under its head. */
function replicaFetch() {
  const posts: string[] = []
  const fetchFn: FetchLike = async (url, init) => {
    posts.push(url)
    if (url !== REPLICA) return fetch(url, init)
    const body = await answerAsReplica(node.url, String(init.body), BEHIND)
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  }
  return { posts, fetch: fetchFn }
}

describe('a chain whose first RPC URL lags behind', () => {
  it('demotes the lagging node and reads the head and balances from the other; the head never goes back', async () => {
    const { posts, fetch } = replicaFetch()
    const provider = createReadProvider({ chainId: 31337, urls: [REPLICA, node.url], fetch })
    const holder = node.accounts[0]
    const read = new Contract(token.address, ERC20, provider)
    const poll = async () => {
      const [heads, balance] = await Promise.all([
        provider.getHeads(),
        provider.call({ to: token.address, data: read.interface.encodeFunctionData('balanceOf', [holder]) }),
      ])
      return { head: heads[heads.length - 1].number, balance: BigInt(balance) }
    }

    const first = await poll()
    const head = await node.blockNumber()
    // Nothing said yet that the first URL trails: its answer stands, and the other URL is asked for its head.
    expect(first.head).toBe(head - BEHIND)
    await new Promise((resolve) => setTimeout(resolve, 50))

    const second = await poll()
    expect(second.head).toBe(head)
    expect(posts).toEqual([REPLICA, node.url, REPLICA, node.url])

    // A transfer changes the balance; the next poll reads it at the head, from the node, not the replica's past.
    const sent = parseUnits('7', 18)
    await (await token.connect(node.signer(0)).transfer(node.accounts[1], sent)).wait()
    const third = await poll()
    expect(third.head).toBeGreaterThan(second.head)
    expect(third.balance).toBe(second.balance - sent.toBigInt())
    expect(third.balance).toBe(BigInt((await token.balanceOf(holder)).toString()))
    // Whenever the replica is tried again after its cooldown, its answer is refused and the node answers.
    const later = posts.slice(4)
    expect(later.every((url, i) => url === node.url || later[i + 1] === node.url)).toBe(true)
  })
})
