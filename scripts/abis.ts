// `npm run abis`: writes the interface of every contract the app calls into src/abis/.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ABIS_DIR, appAbis, appCode, CODE_DIR } from './lib/abis'

mkdirSync(path.join(ABIS_DIR, CODE_DIR), { recursive: true })
for (const [file, json] of Object.entries({ ...appAbis(), ...appCode() }))
  writeFileSync(path.join(ABIS_DIR, file), json)
console.log(`Wrote ${Object.keys(appAbis()).length} ABIs to ${path.relative(process.cwd(), ABIS_DIR)}`)
