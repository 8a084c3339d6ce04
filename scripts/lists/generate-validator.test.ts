// The committed validator is what the schema compiles to: a dependency bump without `npm run lists:validator` fails here.
import { readFileSync } from 'node:fs'

import { expect, it } from 'vitest'

import { generateValidator, VALIDATOR_FILE } from './generate-validator'

it('src/utils/lists/validateTokenListSchema.js matches a fresh generation', () => {
  const generated = generateValidator()
  expect(generated, 'run npm run lists:validator').toBe(readFileSync(VALIDATOR_FILE, 'utf8'))
  // Runs under script-src 'self': no code built from strings at run time.
  expect(generated).not.toMatch(/\beval\(|new Function\(/)
})
