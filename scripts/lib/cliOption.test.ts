import { describe, expect, it } from 'vitest'

import { cliOption } from './cliOption'

describe('cliOption', () => {
  it('reads the value after its flag', () => {
    expect(cliOption('path', '#/swap', ['--runs', '2', '--path', '#/pool'])).toBe('#/pool')
  })
  it('falls back when the flag is absent or has no value', () => {
    expect(cliOption('path', '#/swap', ['--runs', '2'])).toBe('#/swap')
    expect(cliOption('path', '#/swap', ['--path'])).toBe('#/swap')
  })
})
