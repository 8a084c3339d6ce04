import { describe, expect, it } from 'vitest'

import { nextAction, startProgress, type StepRecord } from './progress'

const record = (fields: Partial<StepRecord>): StepRecord => ({
  fingerprint: 'f',
  nonce: 4,
  hash: '0x01',
  raw: '0x02',
  done: false,
  ...fields,
})

describe('nextAction', () => {
  it('sends a step with no record', () => {
    expect(nextAction('router', undefined, 'f', 0)).toEqual({ kind: 'send' })
  })

  it('skips a step that is done', () => {
    expect(nextAction('router', record({ done: true }), 'f', 9)).toEqual({ kind: 'skip' })
  })

  it('confirms a sent step whose nonce the chain has passed, and rebroadcasts one it has not', () => {
    expect(nextAction('router', record({}), 'f', 5)).toEqual({ kind: 'confirm' })
    expect(nextAction('router', record({}), 'f', 4)).toEqual({ kind: 'rebroadcast' })
  })

  it('refuses a step whose settings changed since it was sent, done or not', () => {
    expect(() => nextAction('router', record({ done: true }), 'g', 9)).toThrow(
      'Step "router" was sent with other settings',
    )
    expect(() => nextAction('router', record({}), 'g', 4)).toThrow('other settings')
  })

  it('refuses to rebroadcast a step it has no signed transaction of', () => {
    expect(() => nextAction('router', record({ raw: undefined }), 'f', 4)).toThrow('cannot be resumed')
  })
})

describe('startProgress', () => {
  const deployer = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

  it('starts empty, or continues a record of the same chain and deployer', () => {
    expect(startProgress(undefined, 2153, deployer)).toEqual({ chainId: 2153, deployer, steps: {} })
    const stored = { chainId: 2153, deployer: deployer.toLowerCase(), steps: { weth: record({ done: true }) } }
    expect(startProgress(stored, 2153, deployer)).toBe(stored)
  })

  it('refuses a record of another chain or deployer', () => {
    const stored = { chainId: 2153, deployer, steps: {} }
    expect(() => startProgress(stored, 2152, deployer)).toThrow('belongs to chain 2153')
    expect(() => startProgress(stored, 2153, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toThrow('belongs to chain')
  })
})
