// The committed ABIs are the artifacts' interfaces: a contract change without `npm run abis` fails here.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, it } from 'vitest'

import { ABIS_DIR, appAbis, appCode, CODE_DIR } from './abis'

it('src/abis matches the contract artifacts', () => {
  const expected = appAbis()
  // Beside the ABIs live their Interfaces (interfaces/) and generated types (types/, git-ignored).
  const committed = readdirSync(ABIS_DIR).filter((name) => name.endsWith('.json'))
  expect(committed.sort()).toEqual(Object.keys(expected).sort())
  for (const [file, json] of Object.entries(expected)) {
    expect(readFileSync(path.join(ABIS_DIR, file), 'utf8'), `${file}: run npm run abis`).toBe(json)
  }
})

it('src/abis/code holds the deployed code of the contract artifacts', () => {
  const expected = appCode()
  const committed = readdirSync(path.join(ABIS_DIR, CODE_DIR)).map((name) => `${CODE_DIR}/${name}`)
  expect(committed.sort()).toEqual(Object.keys(expected).sort())
  for (const [file, json] of Object.entries(expected)) {
    expect(readFileSync(path.join(ABIS_DIR, file), 'utf8'), `${file}: run npm run abis`).toBe(json)
  }
})
