// `npm run chain` refuses a port held by something else with a plain message, not a stack trace.
import net from 'node:net'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { freePort } from '../../../scripts/lib/anvil'
import { runScript } from '../support/runScript'

let server: net.Server
let port: number

beforeAll(async () => {
  port = await freePort()
  server = net.createServer((socket) => socket.end('not json-rpc\n'))
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
})

afterAll(() => {
  server.close()
})

it('says the port is taken and exits 1', async () => {
  const result = await runScript('scripts/chain.ts', { ANVIL_PORT: String(port) })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain(`Port ${port} is in use by something that is not a JSON-RPC node`)
  expect(result.stderr).not.toMatch(/\n\s+at /) // no stack trace
})

it('rejects a block time that is not a whole number', async () => {
  const result = await runScript('scripts/chain.ts', { ANVIL_PORT: String(port), ANVIL_BLOCK_TIME: 'fast' })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('ANVIL_BLOCK_TIME must be a whole number')
})
