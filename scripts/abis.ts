// `npm run abis`: writes the interface of every contract the app calls into src/abis/.
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { ABIS_DIR, appAbis } from './lib/abis'

for (const [file, json] of Object.entries(appAbis())) writeFileSync(path.join(ABIS_DIR, file), json)
console.log(`Wrote ${Object.keys(appAbis()).length} ABIs to ${path.relative(process.cwd(), ABIS_DIR)}`)
