// The committed public/lists/31337.json is what the writer makes from the committed deployment, and a valid list.
import { readFileSync } from 'node:fs'

import { expect, it } from 'vitest'

import { validateTokenList } from '../../src/utils/lists/validateTokenList'
import { RISKY_TOKENS } from './demo'
import { readDeployment, serialize } from './deployment'
import { LOCAL_LIST_FILE, localTokenList } from './tokenList'

it('public/lists/31337.json matches the deployment and passes the token-list schema', () => {
  const deployment = readDeployment()
  if (!deployment) throw new Error('no committed deployment')
  const list = localTokenList(deployment)
  expect(serialize(list), 'run npm run chain to rewrite it').toBe(readFileSync(LOCAL_LIST_FILE, 'utf8'))
  expect(validateTokenList(list)).toBe(list)
  // Every demo token but those the token check is for (TAX, HONEY), which are on no list on purpose.
  const listed = Object.entries(deployment.tokens).filter(([symbol]) => !(symbol in RISKY_TOKENS))
  expect(list.tokens.map((token) => token.address).sort()).toEqual(
    [deployment.weth, ...listed.map(([, address]) => address)].sort(),
  )
  expect(list.tokens.every((token) => token.chainId === 31337)).toBe(true)
})
