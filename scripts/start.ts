// `npm start`: the local chain with demo state (2 s blocks) and the app's dev server pointed at it.
import { spawn } from 'node:child_process'

import { runChain, stopOnSignal } from './chain'

process.env.ANVIL_BLOCK_TIME ||= '2'

try {
  const { url, node } = await runChain()
  const vite = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', '5173', '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_DEFAULT_CHAIN_ID: '31337', VITE_LOCAL_RPC_URL: url },
  })
  const viteExited = new Promise<void>((resolve) => vite.once('exit', () => resolve()))
  const stopAll = async () => {
    vite.kill('SIGTERM')
    await viteExited
    await node?.stop()
  }
  stopOnSignal(stopAll)
  vite.once('exit', (code) => {
    if (code) console.error(`The dev server exited with code ${code} (is port 5173 in use?).`)
    void node?.stop().then(() => process.exit(code ?? 0))
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
