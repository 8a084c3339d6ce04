// The WalletConnect test kit, proven with WalletConnect's own clients at both ends: a dapp's sign client and the
// phone wallet (test/support/walletConnect) pair through the loopback relay, and the session carries signatures,
// transactions (checked on Anvil), a refusal, a chain switch and the wallet's disconnect, across a relay outage.
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { utils } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type AnvilNode, LOCAL_CHAIN_ID, rpc, startAnvil } from '../../scripts/lib/anvil'
import { permitSignRequest, permitTypedData } from '../../src/utils/liquidity/permit'
import { type LoopbackRelay, startLoopbackRelay } from '../support/walletConnect/relay'
import { MemoryStorage, PhoneWallet } from '../support/walletConnect/wallet'

const PROJECT_ID = 'venom-swap-tests'
const CHAIN = `eip155:${LOCAL_CHAIN_ID}`
const SECOND_CHAIN_ID = 2152

let node: AnvilNode
let relay: LoopbackRelay
let wallet: PhoneWallet
let dapp: InstanceType<typeof SignClient>
let session: SessionTypes.Struct
let accounts: string[]
/** Requests the clients sent to anything but loopback (the SDK's verify, telemetry and RPC services). */
const outside: string[] = []
const realFetch = globalThis.fetch

beforeAll(async () => {
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') outside.push(url.href)
    return realFetch(input, init)
  }
  node = await startAnvil()
  accounts = await rpc<string[]>(node.url, 'eth_accounts')
  relay = await startLoopbackRelay()
  wallet = await PhoneWallet.start({
    relayUrl: relay.url,
    projectId: PROJECT_ID,
    nodes: { [LOCAL_CHAIN_ID]: node.url, [SECOND_CHAIN_ID]: node.url },
    account: accounts[1],
  })
  dapp = await SignClient.init({
    projectId: PROJECT_ID,
    relayUrl: relay.url,
    // In memory: the SDK's default storage in Node writes files.
    storage: new MemoryStorage() as never,
    logger: 'silent',
    telemetryEnabled: false,
    metadata: { name: 'Venom Swap', description: 'tests', url: 'http://127.0.0.1:4173', icons: [] },
  })
})

afterAll(async () => {
  globalThis.fetch = realFetch
  await dapp?.core.relayer.transportClose().catch(() => undefined)
  await wallet?.stop()
  await relay?.stop()
  await node?.stop()
})

const request = <T>(method: string, params: unknown[], chainId = CHAIN) =>
  dapp.request<T>({ topic: session.topic, chainId, request: { method, params } })

describe('WalletConnect through the loopback relay', () => {
  it('pairs with the URI the dapp shows and settles a session on the chains it asks for', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: [CHAIN, `eip155:${SECOND_CHAIN_ID}`, 'eip155:1'],
          methods: ['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
    expect(uri).toMatch(/^wc:/)
    await wallet.approve(uri!)
    session = await approval()
    // Chain 1 has no node in this wallet: it is not approved.
    expect(session.namespaces.eip155.accounts).toEqual([
      `${CHAIN}:${accounts[1]}`,
      `eip155:${SECOND_CHAIN_ID}:${accounts[1]}`,
    ])
    // The relay carried the pairing and the session; it never handed a client its own message.
    const methods = new Set(relay.requests.map((request) => request.method))
    expect(methods).toContain('wc_proposeSession')
    expect(methods).toContain('wc_approveSession')
  })

  it('a personal_sign is signed with the account', async () => {
    const message = utils.hexlify(utils.toUtf8Bytes('Venom Swap'))
    const signature = await request<string>('personal_sign', [message, accounts[1]])
    expect(utils.verifyMessage('Venom Swap', signature)).toBe(utils.getAddress(accounts[1]))
  })

  it("a pool token's permit (eth_signTypedData_v4, as the remove page asks on Ethereum) is signed with the account", async () => {
    const permit = {
      name: 'Uniswap V2',
      chainId: LOCAL_CHAIN_ID,
      verifyingContract: '0x00000000000000000000000000000000000000aa',
      owner: accounts[1],
      spender: '0x00000000000000000000000000000000000000bb',
      value: '1000',
      nonce: '0',
      deadline: 2_000_000_000,
    }
    const { method, params } = permitSignRequest(permit)
    const signature = await request<string>(method, params)
    const { domain, message, types } = permitTypedData(permit)
    expect(utils.verifyTypedData(domain, { Permit: types.Permit }, message, signature)).toBe(
      utils.getAddress(accounts[1]),
    )
  })

  it('a transaction signed in the wallet lands on the chain', async () => {
    const before = BigInt(await rpc<string>(node.url, 'eth_getBalance', [accounts[3], 'latest']))
    const hash = await request<string>('eth_sendTransaction', [
      { from: accounts[1], to: accounts[3], value: utils.hexValue(12345) },
    ])
    const receipt = await rpc<{ status: string }>(node.url, 'eth_getTransactionReceipt', [hash])
    expect(receipt.status).toBe('0x1')
    expect(BigInt(await rpc<string>(node.url, 'eth_getBalance', [accounts[3], 'latest'])) - before).toBe(12345n)
  })

  it('a request the user refuses in the wallet fails with the refusal and sends nothing', async () => {
    const nonce = await rpc<string>(node.url, 'eth_getTransactionCount', [accounts[1], 'latest'])
    wallet.rejectNext()
    await expect(
      request('eth_sendTransaction', [{ from: accounts[1], to: accounts[3], value: '0x1' }]),
    ).rejects.toMatchObject({ code: 5000 })
    expect(await rpc<string>(node.url, 'eth_getTransactionCount', [accounts[1], 'latest'])).toBe(nonce)
  })

  it('the wallet switching chain reaches the dapp as chainChanged', async () => {
    const changed = new Promise<{ name: string; data: unknown }>((resolve) =>
      dapp.once('session_event', ({ params }) => resolve(params.event)),
    )
    await wallet.switchChain(SECOND_CHAIN_ID)
    expect(await changed).toEqual({ name: 'chainChanged', data: SECOND_CHAIN_ID })
  })

  it('after the relay goes away and comes back, the session carries requests again', async () => {
    await relay.stop()
    await relay.start()
    const signature = await request<string>('personal_sign', [utils.hexlify(utils.toUtf8Bytes('again')), accounts[1]])
    expect(utils.verifyMessage('again', signature)).toBe(utils.getAddress(accounts[1]))
  })

  it('the wallet ending the session reaches the dapp', async () => {
    const deleted = new Promise<string>((resolve) => dapp.once('session_delete', ({ topic }) => resolve(topic)))
    await wallet.disconnect()
    expect(await deleted).toBe(session.topic)
    expect(dapp.session.getAll()).toEqual([])
  })

  it('no request left loopback', () => {
    expect(outside).toEqual([])
  })
})
