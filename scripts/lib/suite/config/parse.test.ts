import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { DEFAULT_INITIAL_SUPPLY, defaultConfig } from './defaults'
import { loadConfig, parseConfig } from './parse'

const BUSD = '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56'

describe('parseConfig', () => {
  it('gives the defaults for an empty file: core, VENOM minted to the deployer, governance, no farms', () => {
    const config = parseConfig({}, 2152, '.')
    expect(config).toEqual(defaultConfig(2152))
    expect(config.wrappedNative).toEqual({ symbol: 'WFRA' })
    expect(config.venom.initialSupply).toBe(DEFAULT_INITIAL_SUPPLY)
    expect(config.v1).toBe(false)
    expect(config.farms.pools).toEqual([])
    expect(parseConfig({}, 11155111, '.').wrappedNative.symbol).toBe('WETH')
  })

  it('takes existing and test tokens, farms and single pools by symbol', () => {
    const config = parseConfig(
      {
        wrappedNative: { symbol: 'WETH', address: BUSD.toLowerCase() },
        tokens: { BUSD: { address: BUSD, decimals: 18 }, TST: { name: 'Test', decimals: 6, supply: '1000' } },
        venom: { initialSupply: '0', lockFromBlock: 100, lockToBlock: '+500' },
        v1: true,
        farms: {
          rewardPerBlock: '0.5',
          pools: [
            { pair: 'VENOM/WETH', allocPoint: 40 },
            { pair: 'TST/BUSD', allocPoint: 1, startBlock: '+10' },
          ],
        },
        singlePools: [{ staked: 'VENOM', reward: 'TST', rewardPerBlock: '0.1', endBlock: '+1000', funding: '100' }],
      },
      1,
      '.',
    )
    expect(config.wrappedNative).toEqual({ symbol: 'WETH', address: BUSD })
    expect(config.tokens.TST).toEqual({ name: 'Test', decimals: 6, supply: '1000' })
    expect(config.venom).toEqual({ initialSupply: '0', lockFromBlock: 100, lockToBlock: '+500' })
    expect(config.farms.pools[1]).toEqual({ pair: 'TST/BUSD', allocPoint: 1, startBlock: '+10' })
    expect(config.singlePools[0]).toMatchObject({ startBlock: '+0', endBlock: '+1000', funding: '100' })
  })

  it('names the field at fault', () => {
    const cases: [unknown, string][] = [
      [{ venom: { initialSupply: 5 } }, 'venom.initialSupply'],
      [{ tokens: { BUSD: { address: '0x1234', decimals: 18 } } }, 'tokens.BUSD.address'],
      [{ tokens: { VENOM: { name: 'x', decimals: 18, supply: '1' } } }, 'tokens.VENOM'],
      [{ farms: { pools: [{ pair: 'VENOM/BUSD', allocPoint: 1 }] } }, 'farms.pools[0].pair: "BUSD" is neither'],
      [{ farms: { pools: [{ pair: 'VENOM/VENOM', allocPoint: 1 }] } }, 'two different symbols'],
      [
        {
          farms: {
            pools: [
              { pair: 'VENOM/WFRA', allocPoint: 1 },
              { pair: 'WFRA/VENOM', allocPoint: 2 },
            ],
          },
        },
        'listed twice',
      ],
      [{ farms: { startBlock: 'soon' } }, 'farms.startBlock'],
      [{ governance: { timelockDelaySeconds: 60 } }, '2 to 30 days'],
      [{ singlePools: [{ staked: 'VENOM', reward: 'VENOM', rewardPerBlock: '1' }] }, 'singlePools[0].endBlock'],
      [
        {
          venom: { initialSupply: '10' },
          singlePools: [{ staked: 'VENOM', reward: 'VENOM', rewardPerBlock: '1', endBlock: 9, funding: '11' }],
        },
        'is less than the 11.0 the claims and the single pools funded in VENOM take',
      ],
    ]
    for (const [raw, message] of cases) expect(() => parseConfig(raw, 2152, '.'), message).toThrow(message)
  })

  it('reads the claims file relative to the config, and refuses one without a merkle root', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'venom-config-'))
    const claims = { merkleRoot: `0x${'ab'.repeat(32)}`, tokenTotal: '0x64', claims: {} }
    writeFileSync(path.join(dir, 'claims.json'), JSON.stringify(claims))
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ tokenTotal: '1', claims: {} }))
    writeFileSync(path.join(dir, 'deploy.jsonc'), '{\n  // airdrop\n  "claims": "claims.json",\n}\n')
    expect(loadConfig(path.join(dir, 'deploy.jsonc'), 2152).claims).toEqual(claims)
    expect(() => parseConfig({ claims: 'bad.json' }, 2152, dir)).toThrow('has no merkleRoot')
  })

  it('loads the committed sample configs', () => {
    const root = path.resolve(__dirname, '../../../..')
    expect(loadConfig(path.join(root, 'deploy/findora-2152.jsonc'), 2152).wrappedNative.symbol).toBe('WFRA')
    expect(loadConfig(path.join(root, 'deploy/sepolia-11155111.jsonc'), 11155111).wrappedNative.symbol).toBe('WETH')
  })
})
