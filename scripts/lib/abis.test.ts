// The committed ABIs are the artifacts' interfaces: a contract change without `npm run abis` fails here.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, it } from 'vitest'

import { ABIS_DIR, appAbis } from './abis'

it('src/abis matches the contract artifacts', () => {
  const expected = appAbis()
  // Beside the ABIs live their Interfaces (interfaces/) and generated types (types/, git-ignored).
  const committed = readdirSync(ABIS_DIR).filter((name) => name.endsWith('.json'))
  expect(committed.sort()).toEqual(Object.keys(expected).sort())
  for (const [file, json] of Object.entries(expected)) {
    expect(readFileSync(path.join(ABIS_DIR, file), 'utf8'), `${file}: run npm run abis`).toBe(json)
  }
})
