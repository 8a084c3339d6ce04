// `npm run test:e2e`: builds the app for the local chain into dist-e2e, then runs Playwright against it. (The
// deployed-chain test builds its own, for chain 2153, into dist-e2e-2153: see test/e2e/support/deployedChain.ts.)
import { spawnSync } from 'node:child_process'

import { E2E_OUT_DIR } from './lib/e2eOutDir'

const env = {
  ...process.env,
  VITE_DEFAULT_CHAIN_ID: '31337',
  VITE_LOCAL_RPC_URL: 'http://127.0.0.1:8545',
  // Test seams (window.__venom) exist only in this build.
  VITE_E2E_HOOKS: 'true',
  // Anvil account 9 is on the blocked list of this build only, so a test can see the Blocked page.
  VITE_BLOCKED_ADDRESSES: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  // A transaction the node forgot is shown dropped after 3 s instead of 60 (test/e2e/faults/transactions.test.ts).
  VITE_TX_DROPPED_GRACE_MS: '3000',
  // WalletConnect through a relay on loopback (test/e2e/support/walletConnect.ts carries each test's sockets to one
  // of its own); a project id of the tests', which no outside service ever sees.
  VITE_WALLETCONNECT_PROJECT_ID: 'venom-swap-tests',
  VITE_WALLETCONNECT_RELAY_URL: 'ws://127.0.0.1:4175',
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run('npx', ['vite', 'build', '--outDir', E2E_OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'])
run('npx', ['playwright', 'test', ...process.argv.slice(2)])
