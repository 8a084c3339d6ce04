import { describe, expect, it } from 'vitest'

import { DEFAULTS, deployerKey, parseDeployArgs } from './args'

describe('parseDeployArgs', () => {
  it('takes the RPC URL, a config and the dry-run flag, with default folders', () => {
    expect(
      parseDeployArgs(['--rpc-url', 'https://rpc.example.org', '--config', 'deploy/x.jsonc', '--dry-run']),
    ).toEqual({
      rpcUrl: 'https://rpc.example.org',
      config: 'deploy/x.jsonc',
      dryRun: true,
      ...DEFAULTS,
      maxSteps: undefined,
    })
  })

  it('takes other folders and a step limit', () => {
    const args = parseDeployArgs(['--rpc-url=http://127.0.0.1:8545', '--out-dir', '/tmp/a', '--max-steps', '3'])
    expect(args).toMatchObject({ rpcUrl: 'http://127.0.0.1:8545', outDir: '/tmp/a', maxSteps: 3, dryRun: false })
  })

  it('refuses a missing or non-http RPC URL, unknown flags and a bad step limit', () => {
    expect(() => parseDeployArgs([])).toThrow('--rpc-url must be an http(s) URL')
    expect(() => parseDeployArgs(['--rpc-url', 'wss://x'])).toThrow('--rpc-url must be an http(s) URL')
    expect(() => parseDeployArgs(['--rpc-url', 'http://x', '--key', 'k'])).toThrow(/Unknown option '--key'/)
    expect(() => parseDeployArgs(['--rpc-url', 'http://x', '--max-steps', '-1'])).toThrow('--max-steps')
  })
})

describe('deployerKey', () => {
  const key = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

  it('accepts 32 bytes of hex with or without 0x, and nothing when unset', () => {
    expect(deployerKey({ DEPLOYER_PRIVATE_KEY: key })).toBe(`0x${key}`)
    expect(deployerKey({ DEPLOYER_PRIVATE_KEY: ` 0x${key}\n` })).toBe(`0x${key}`)
    expect(deployerKey({})).toBeUndefined()
  })

  it('refuses a malformed key without repeating it', () => {
    const bad = `${key.slice(0, 60)}zz`
    let message = ''
    try {
      deployerKey({ DEPLOYER_PRIVATE_KEY: bad })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toBe('DEPLOYER_PRIVATE_KEY must be 32 bytes of hex')
    expect(message).not.toContain(bad.slice(0, 16))
  })
})
