// Starts and stops Anvil nodes for `npm run chain`, the integration suites and the end-to-end harness.
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import net from 'node:net'
import path from 'node:path'

export const LOCAL_CHAIN_ID = 31337
const GENESIS_AGE_SECONDS = 4 * 24 * 60 * 60

export interface AnvilNode {
  url: string
  port: number
  process: ChildProcess
  stop(): Promise<void>
}

export interface AnvilOptions {
  port?: number
  /** Seconds between blocks; 0 or undefined mines one block per transaction. */
  blockTime?: number
  /** Echo the node's own log to this process's output. */
  verbose?: boolean
  /** The node's chain id (31337 unless set), e.g. 1 to test what only happens on Ethereum. */
  chainId?: number
  /** Keep every block's state, so that calls at past blocks work (a short chain only: see startAnvil). */
  keepHistory?: boolean
  /** Start from another node's latest state (its chain id and blocks too), then go on alone: a second node. */
  forkUrl?: string
}

const ARCH: Record<string, string> = { x64: 'amd64', arm64: 'arm64' }

/** The binary shipped in the platform package of @foundry-rs/anvil (its postinstall is not needed). */
export function anvilBinary(): string {
  if (process.env.ANVIL_BIN) return process.env.ANVIL_BIN
  const require = createRequire(import.meta.url)
  const pkg = `@foundry-rs/anvil-${process.platform}-${ARCH[process.arch] ?? process.arch}`
  const dir = path.dirname(require.resolve(`${pkg}/package.json`))
  return path.join(dir, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, host, () => server.close(() => resolve(true)))
  })
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export async function rpc<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

export async function waitForRpc(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await rpc(url, 'eth_chainId')
      return
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`No JSON-RPC answer from ${url} within ${timeoutMs} ms`, { cause: error })
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/** The port from Anvil's "Listening on 127.0.0.1:PORT" line; its output keeps being drained (or echoed) after. */
function listeningPort(child: ChildProcess, echo = false): Promise<number> {
  return new Promise((resolve) => {
    let seen = ''
    let found = false
    child.stdout?.on('data', (chunk: Buffer) => {
      if (echo) process.stdout.write(chunk)
      if (found) return
      seen += chunk.toString()
      const match = /Listening on [\d.]+:(\d+)/.exec(seen)
      if (match) {
        found = true
        resolve(Number(match[1]))
      }
    })
  })
}

/**
 * Starts Anvil on 127.0.0.1. `--prune-history` keeps only recent states in memory: without it
 * mining costs grow with the chain's length, and the governance demo mines ~80,000 blocks. A test
 * that reads past blocks on a short chain asks for `keepHistory`.
 */
export async function startAnvil(options: AnvilOptions = {}): Promise<AnvilNode> {
  // The clock starts four days back: seeding moves time forward by about three (see seed/index.ts).
  const genesis = Math.floor(Date.now() / 1000) - GENESIS_AGE_SECONDS
  // Without a port, Anvil binds a free one itself and says which: picking one here first (freePort) leaves a gap
  // in which a node started in parallel can take it, and this caller would then talk to that node.
  const requestedPort = options.port ?? 0
  const args = ['--host', '127.0.0.1', '--port', String(requestedPort)]
  if (options.forkUrl) args.push('--fork-url', options.forkUrl)
  else args.push('--chain-id', String(options.chainId ?? LOCAL_CHAIN_ID), '--timestamp', String(genesis))
  if (!options.keepHistory) args.push('--prune-history')
  if (options.blockTime && options.blockTime > 0) args.push('--block-time', String(options.blockTime))
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', options.verbose ? 'inherit' : 'ignore'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const early = exited.then(() => {
    throw new Error(`Anvil exited before answering on port ${requestedPort || '(any free port)'}`)
  })
  const port = await Promise.race([listeningPort(child, options.verbose), early])
  const url = `http://127.0.0.1:${port}`
  await Promise.race([waitForRpc(url), early])
  early.catch(() => undefined)
  return {
    url,
    port,
    process: child,
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await exited
    },
  }
}
