// Builds the app and serves a build with `vite preview` for the browser benchmarks (ports 4300-4309 by default).
import { spawn, spawnSync } from 'node:child_process'

import { isPortFree } from '../lib/anvil'

/** The end-to-end build's settings (scripts/e2e.ts): the local chain at the RPC URL the bench reroutes. */
export const LOCAL_BUILD_ENV = {
  VITE_DEFAULT_CHAIN_ID: '31337',
  VITE_LOCAL_RPC_URL: 'http://127.0.0.1:8545',
}

export function buildApp(outDir: string, env: Record<string, string> = {}): void {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) throw new Error(`vite build into ${outDir} failed (${result.status})`)
}

const FIRST_PORT = Number(process.env.BENCH_PORT) || 4300

/** A free port from BENCH_PORT (default 4300) upwards, ten at most. */
export async function benchPort(offset = 0): Promise<number> {
  for (let port = FIRST_PORT + offset; port < FIRST_PORT + 10; port++) if (await isPortFree(port)) return port
  throw new Error(`No free port in ${FIRST_PORT}-${FIRST_PORT + 9}`)
}

export interface Preview {
  url: string
  stop(): Promise<void>
}

export async function servePreview(outDir: string, port: number): Promise<Preview> {
  const args = ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort']
  // Its own process group, stopped as a whole: a wrapper (npx) killed alone would leave vite serving.
  const child = spawn('node_modules/.bin/vite', args, { stdio: 'ignore', detached: true })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite preview on ${port} exited (${child.exitCode})`)
    try {
      if ((await fetch(url)).ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`vite preview on ${port} did not answer within 30 s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null || child.pid === undefined) return
      process.kill(-child.pid, 'SIGTERM')
      await exited
    },
  }
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
