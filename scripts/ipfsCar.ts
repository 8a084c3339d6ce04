// `npm run ipfs:car`: builds the app into dist/ and packs it into one CAR file (ipfs-car, pinned in package.json)
// whose root is dist/ itself, so the app is served at the CID's root; prints the root CID to pin.
import { spawnSync } from 'node:child_process'

const OUT = process.env.IPFS_CAR_FILE || 'venom-swap.car'

// A release is a production build whatever the shell says: with NODE_ENV=development or test, Vite builds React's
// development code, which embeds each component's absolute file path, so the CID would depend on the folder.
const env = { ...process.env, NODE_ENV: 'production' }

function run(command: string, args: string[], capture = false): string {
  const result = spawnSync(command, args, {
    stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
    encoding: 'utf8',
    env,
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
  return result.stdout ?? ''
}

// The build reads VITE_DEFAULT_CHAIN_ID, VITE_RPC_URL_<chainId> and the deployment files from the environment.
run('npx', ['vite', 'build', '--emptyOutDir'])
// --no-wrap: the CAR's root is the folder itself (wrapped, the app would sit one level down, at /dist/).
const cid = run('npx', ['ipfs-car', 'pack', 'dist', '--no-wrap', '--output', OUT], true).trim()
if (!/^baf[a-z0-9]+$/.test(cid)) {
  console.error(`ipfs-car printed no root CID: "${cid}"`)
  process.exit(1)
}
console.log(`\nPacked dist/ into ${OUT}\nRoot CID: ${cid}`)
console.log(`Pin it (upload the CAR to a pinning service, or: ipfs dag import ${OUT}), then open it through a`)
console.log(`subdomain gateway, e.g. https://${cid}.ipfs.dweb.link/ (one origin per site; see README "Publishing").`)
