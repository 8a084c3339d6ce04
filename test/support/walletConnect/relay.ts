// A WalletConnect relay on loopback, for tests: a WebSocket server speaking the relay's JSON-RPC as the SDK sends
// it (irn_subscribe, irn_batchSubscribe, irn_unsubscribe, irn_batchUnsubscribe, irn_publish, irn_batchPublish,
// irn_batchFetchMessages, and the session shortcuts wc_proposeSession and wc_approveSession, which the relay turns
// into publishes). It delivers irn_subscription to the subscribers of a topic, keeps each message for its time to
// live so that a subscriber that comes later still gets it, and never hands a message back to the client that
// published it. It is a transport only: pairing, encryption and sessions are the SDK's own, at both ends.
import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'

import { type RawData, type WebSocket, WebSocketServer } from 'ws'

/** What a publish carries, as the relay keeps and delivers it. */
export interface RelayMessage {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
  /** The client id (its JWT's `iss`) that published it. */
  from: string
  expiresAt: number
}

interface RpcRequest {
  id: number | string
  jsonrpc: '2.0'
  method: string
  params?: Record<string, unknown>
}

interface Client {
  socket: WebSocket
  id: string
  /** Topic → the subscription id this client was given for it. */
  subscriptions: Map<string, string>
}

/** The SDK's subscription id: sha256 of the topic and the subscriber's client id, hex (as its subscriber computes). */
export const subscriptionId = (topic: string, clientId: string) =>
  createHash('sha256')
    .update(topic + clientId)
    .digest('hex')

/** The client id a connection authenticates with: the `iss` of the JWT in its URL's `auth` (a did:key). */
export function clientIdOf(url: string | undefined): string {
  const auth = new URL(url ?? '/', 'ws://relay').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload) return `anonymous-${Math.random().toString(16).slice(2)}`
  const { iss } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: string }
  return iss ?? `anonymous-${Math.random().toString(16).slice(2)}`
}

// The session shortcuts' messages reach their topics with the tags the SDK gives the same payloads when it
// publishes them itself (sign-client's engine: wc_sessionPropose request 1100, response 1101; wc_sessionSettle 1102).
const TAG_PROPOSE = 1100
const TAG_PROPOSE_RESPONSE = 1101
const TAG_SETTLE = 1102
const DEFAULT_TTL_SECONDS = 300

export class LoopbackRelay {
  /** Every request a client sent, in order, for a test to look at. */
  readonly requests: { clientId: string; method: string; params?: Record<string, unknown> }[] = []
  #server: WebSocketServer | undefined
  #port = 0
  readonly #clients = new Set<Client>()
  readonly #mailbox = new Map<string, RelayMessage[]>()
  #nextDeliveryId = 1

  get url(): string {
    return `ws://127.0.0.1:${this.#port}`
  }

  /** Listens on loopback (again on the same port after `stop`). */
  async start(): Promise<void> {
    const server = new WebSocketServer({ host: '127.0.0.1', port: this.#port })
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve)
      server.once('error', reject)
    })
    this.#port = (server.address() as AddressInfo).port
    server.on('connection', (socket, request) => this.#accept(socket, clientIdOf(request.url)))
    this.#server = server
  }

  /** Goes away as a relay does in an outage: every connection dropped, none accepted until `start`. */
  async stop(): Promise<void> {
    const server = this.#server
    this.#server = undefined
    for (const client of this.#clients) client.socket.terminate()
    this.#clients.clear()
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** The messages kept for a topic (not yet expired). */
  messages(topic: string): RelayMessage[] {
    return this.#live(topic)
  }

  #accept(socket: WebSocket, id: string): void {
    const client: Client = { socket, id, subscriptions: new Map() }
    this.#clients.add(client)
    socket.on('message', (data) => this.#receive(client, data))
    socket.on('close', () => this.#clients.delete(client))
    socket.on('error', () => this.#clients.delete(client))
  }

  #receive(client: Client, data: RawData): void {
    let payload: RpcRequest | { id: number; result?: unknown; error?: unknown }
    try {
      payload = JSON.parse(data.toString()) as typeof payload
    } catch {
      return
    }
    // A client's acknowledgement of a delivery: nothing to do.
    if (!('method' in payload)) return
    this.requests.push({ clientId: client.id, method: payload.method, params: payload.params })
    try {
      this.#answer(client, payload, this.#handle(client, payload))
    } catch (error) {
      const code = (error as { code?: number }).code ?? -32602
      this.#send(client, { id: payload.id, jsonrpc: '2.0', error: { code, message: (error as Error).message } })
    }
  }

  #handle(client: Client, { method, params = {} }: RpcRequest): unknown {
    switch (method) {
      case 'irn_subscribe':
        return this.#subscribe(client, text(params.topic, 'topic'))
      case 'irn_batchSubscribe':
        return list(params.topics, 'topics').map((topic) => this.#subscribe(client, text(topic, 'topic')))
      case 'irn_unsubscribe':
        client.subscriptions.delete(text(params.topic, 'topic'))
        return true
      case 'irn_batchUnsubscribe':
        for (const subscription of list(params.subscriptions, 'subscriptions'))
          client.subscriptions.delete(text((subscription as { topic?: unknown }).topic, 'topic'))
        return true
      case 'irn_publish':
        this.#publish(client, params)
        return true
      case 'irn_batchPublish':
        for (const message of list(params.messages, 'messages'))
          this.#publish(client, message as Record<string, unknown>)
        return true
      case 'irn_batchFetchMessages': {
        const topics = list(params.topics, 'topics').map((topic) => text(topic, 'topic'))
        const messages = topics.flatMap((topic) => this.#live(topic).filter((message) => message.from !== client.id))
        return { messages: messages.map(delivered), hasMore: false }
      }
      // The shortcuts subscribe their sender as well: the SDK sends no irn_subscribe for the proposer's pairing topic
      // nor for the approver's session topic, and waits there for the answer.
      case 'wc_proposeSession':
        this.#subscribe(client, text(params.pairingTopic, 'pairingTopic'))
        this.#publishPart(client, params, params.pairingTopic, params.sessionProposal, TAG_PROPOSE)
        return true
      case 'wc_approveSession':
        this.#subscribe(client, text(params.sessionTopic, 'sessionTopic'))
        this.#publishPart(client, params, params.pairingTopic, params.sessionProposalResponse, TAG_PROPOSE_RESPONSE)
        this.#publishPart(client, params, params.sessionTopic, params.sessionSettlementRequest, TAG_SETTLE)
        return true
      default:
        throw Object.assign(new Error(`Method not found: ${method}`), { code: -32601 })
    }
  }

  #subscribe(client: Client, topic: string): string {
    const id = subscriptionId(topic, client.id)
    client.subscriptions.set(topic, id)
    // Delivered after the subscription's answer, as a relay does: the SDK must know the topic first.
    setImmediate(() => {
      for (const message of this.#live(topic)) if (message.from !== client.id) this.#deliver(client, message)
    })
    return id
  }

  /** One message of a session shortcut, published as an irn_publish of it would be (its ttl and attestation kept). */
  #publishPart(client: Client, params: Record<string, unknown>, topic: unknown, message: unknown, tag: number): void {
    this.#publish(client, { ...params, topic, message, tag })
  }

  #publish(client: Client, params: Record<string, unknown>): void {
    const ttl = typeof params.ttl === 'number' ? params.ttl : DEFAULT_TTL_SECONDS
    const message: RelayMessage = {
      topic: text(params.topic, 'topic'),
      message: text(params.message, 'message'),
      publishedAt: Date.now(),
      tag: typeof params.tag === 'number' ? params.tag : 0,
      attestation: typeof params.attestation === 'string' ? params.attestation : undefined,
      from: client.id,
      expiresAt: Date.now() + ttl * 1000,
    }
    this.#mailbox.set(message.topic, [...this.#live(message.topic), message])
    setImmediate(() => {
      for (const other of this.#clients)
        if (other.id !== client.id && other.subscriptions.has(message.topic)) this.#deliver(other, message)
    })
  }

  #deliver(client: Client, message: RelayMessage): void {
    const id = client.subscriptions.get(message.topic)
    if (!id) return
    this.#send(client, {
      id: this.#nextDeliveryId++,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id, data: delivered(message) },
    })
  }

  #live(topic: string): RelayMessage[] {
    const now = Date.now()
    return (this.#mailbox.get(topic) ?? []).filter((message) => message.expiresAt > now)
  }

  #answer(client: Client, request: RpcRequest, result: unknown): void {
    this.#send(client, { id: request.id, jsonrpc: '2.0', result })
  }

  #send(client: Client, payload: unknown): void {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(payload))
  }
}

/** A kept message as irn_subscription and irn_batchFetchMessages carry it. */
const delivered = ({ topic, message, publishedAt, tag, attestation }: RelayMessage) => ({
  topic,
  message,
  publishedAt,
  tag,
  ...(attestation ? { attestation } : {}),
})

function text(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw new Error(`Missing or invalid ${name}`)
  return value
}

function list(value: unknown, name: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`Missing or invalid ${name}`)
  return value
}

export async function startLoopbackRelay(): Promise<LoopbackRelay> {
  const relay = new LoopbackRelay()
  await relay.start()
  return relay
}
