// The committed artifacts are what contracts/*.sol compiles to: a source edit without `npm run compile` fails here.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, it } from 'vitest'

import { ARTIFACTS_DIR, compileContracts } from './compile'
import { serialize } from './deployment'

it('matches contracts/artifacts byte for byte', { timeout: 60_000 }, () => {
  const compiled = compileContracts()
  expect(compiled.map((contract) => contract.contractName).sort()).toEqual([
    'AccountChanges',
    'DemoERC20',
    'DemoHoneypotToken',
    'DemoTaxToken',
    'MasterBreeder',
    'SingleStakingPool',
    'TokenProbe',
    'VenomToken',
  ])
  for (const contract of compiled) {
    const committed = readFileSync(path.join(ARTIFACTS_DIR, `${contract.contractName}.json`), 'utf8')
    expect(serialize(contract), `${contract.contractName}: run npm run compile`).toBe(committed)
  }
})
