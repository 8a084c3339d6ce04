// `npm run abis:types`: TypeChain (ethers-v5) types of the app's ABIs, written to src/abis/types/ so that contract
// calls are checked by the compiler. Types only: TypeChain's runtime factories import the whole `ethers` umbrella
// and repeat each ABI, which would weigh on the bundle, so they are removed and the app keeps building contracts
// from the JSON files (src/hooks/contracts/useContract.ts). Runs before typecheck, build, dev and start, and skips the work
// when neither the ABIs nor TypeChain nor this script changed since the last run.
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ABI_TYPES_DIR, typeChainInputs } from './lib/abiTypes'

const inputs = typeChainInputs()

const require = createRequire(import.meta.url)
const hash = createHash('sha256')
for (const generator of ['typechain/package.json', '@typechain/ethers-v5/package.json'])
  hash.update((require(generator) as { version: string }).version)
for (const script of ['./abiTypes.ts', './lib/abiTypes.ts']) hash.update(readFileSync(new URL(script, import.meta.url)))
for (const [file, abi] of Object.entries(inputs)) hash.update(file).update(abi)
const digest = hash.digest('hex')
const stamp = path.join(ABI_TYPES_DIR, '.inputs')
if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) process.exit(0)

const staging = mkdtempSync(path.join(tmpdir(), 'abi-types-'))
const files = Object.entries(inputs).map(([file, abi]) => {
  writeFileSync(path.join(staging, file), abi)
  return path.join(staging, file)
})
// Loaded only when there is work: it takes a second.
const { runTypeChain } = await import('typechain')
rmSync(ABI_TYPES_DIR, { recursive: true, force: true })
await runTypeChain({
  cwd: process.cwd(),
  filesToProcess: files,
  allFiles: files,
  outDir: ABI_TYPES_DIR,
  target: 'ethers-v5',
})
rmSync(staging, { recursive: true })

rmSync(path.join(ABI_TYPES_DIR, 'factories'), { recursive: true })
const barrel = path.join(ABI_TYPES_DIR, 'index.ts')
const typeExports = readFileSync(barrel, 'utf8')
  .split('\n')
  .filter((line) => !line.includes('factories'))
writeFileSync(barrel, typeExports.join('\n'))
writeFileSync(stamp, digest)

console.log(`Wrote the types of ${files.length} ABIs to ${path.relative(process.cwd(), ABI_TYPES_DIR)}`)
