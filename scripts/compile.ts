// `npm run compile`: recompiles contracts/*.sol into contracts/artifacts/<Contract>.json (committed).
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { ARTIFACTS_DIR, compileContracts } from './lib/compile'
import { writeJson } from './lib/deployment'

const started = Date.now()
const contracts = compileContracts()
mkdirSync(ARTIFACTS_DIR, { recursive: true })
for (const contract of contracts) {
  writeJson(path.join(ARTIFACTS_DIR, `${contract.contractName}.json`), contract)
}
console.log(`Compiled ${contracts.map((c) => c.contractName).join(', ')} in ${Date.now() - started} ms.`)
