// Reads a deploy config (JSON with comments) into a SuiteConfig: every field checked, defaults filled in, every
// symbol a farm or pool names resolved, so a mistake stops the deploy before its first transaction.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { getAddress } from 'ethers/lib/utils.js'

import { type ClaimsFile } from '../../merkle'
import { parseJsonc } from '../jsonc'
import { checkVenomBudget } from './budget'
import { defaultConfig } from './defaults'
import { type BlockSpec, type SuiteConfig, type TokenConfig, VENOM } from './types'

type Json = Record<string, unknown>

class ConfigError extends Error {}

function fail(where: string, message: string): never {
  throw new ConfigError(`Config ${where}: ${message}`)
}

function object(value: unknown, where: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(where, 'must be an object')
  return value as Json
}

function amount(value: unknown, where: string): string {
  if (typeof value !== 'string' || !/^\d+(\.\d+)?$/.test(value)) fail(where, 'must be a decimal string like "1000.5"')
  return value
}

function integer(value: unknown, where: string): number {
  if (!Number.isSafeInteger(value) || (value as number) < 0) fail(where, 'must be a whole number')
  return value as number
}

function address(value: unknown, where: string): string {
  try {
    return getAddress(String(value))
  } catch {
    return fail(where, `"${String(value)}" is not an address`)
  }
}

function block(value: unknown, where: string): BlockSpec {
  if (typeof value === 'string' && /^\+\d+$/.test(value)) return value as BlockSpec
  if (Number.isSafeInteger(value) && (value as number) >= 0) return value as number
  return fail(where, 'must be a block number or "+N" (N blocks after the deploy)')
}

function token(value: unknown, where: string): TokenConfig {
  const raw = object(value, where)
  if ('address' in raw) return { address: address(raw.address, `${where}.address`), decimals: decimals(raw, where) }
  if (raw.feeOnTransfer === true) return { feeOnTransfer: true, supply: amount(raw.supply, `${where}.supply`) }
  if (typeof raw.name !== 'string' || raw.name === '') fail(`${where}.name`, 'must be a name')
  return { name: raw.name, decimals: decimals(raw, where), supply: amount(raw.supply, `${where}.supply`) }
}

function decimals(raw: Json, where: string): number {
  const value = integer(raw.decimals, `${where}.decimals`)
  return value <= 36 ? value : fail(`${where}.decimals`, 'must be at most 36')
}

function readClaims(file: string): ClaimsFile {
  const raw = object(JSON.parse(readFileSync(file, 'utf8')), `claims file ${file}`)
  if (typeof raw.merkleRoot !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(raw.merkleRoot))
    fail('claims', `${file} has no merkleRoot`)
  if (typeof raw.tokenTotal !== 'string' || !/^(0x[0-9a-fA-F]+|\d+)$/.test(raw.tokenTotal))
    fail('claims', `${file} has no tokenTotal`)
  object(raw.claims, `claims file ${file}: claims`)
  return raw as unknown as ClaimsFile
}

/** Merges the file's fields over the defaults; `baseDir` resolves the claims file's path. */
export function parseConfig(raw: unknown, chainId: number, baseDir: string): SuiteConfig {
  const file = object(raw ?? {}, 'file')
  const config = defaultConfig(chainId)
  if (file.wrappedNative !== undefined) {
    const wrapped = object(file.wrappedNative, 'wrappedNative')
    if (typeof wrapped.symbol === 'string') config.wrappedNative.symbol = wrapped.symbol
    if (wrapped.address !== undefined) config.wrappedNative.address = address(wrapped.address, 'wrappedNative.address')
  }
  for (const [symbol, value] of Object.entries(object(file.tokens ?? {}, 'tokens'))) {
    if (!/^[A-Za-z0-9.]{1,16}$/.test(symbol) || symbol === VENOM || symbol === config.wrappedNative.symbol)
      fail(`tokens.${symbol}`, 'is not a free symbol (letters, digits and dots; not VENOM or the wrapped coin)')
    config.tokens[symbol] = token(value, `tokens.${symbol}`)
  }
  const venom = object(file.venom ?? {}, 'venom')
  if (venom.initialSupply !== undefined) config.venom.initialSupply = amount(venom.initialSupply, 'venom.initialSupply')
  if (venom.lockFromBlock !== undefined) config.venom.lockFromBlock = block(venom.lockFromBlock, 'venom.lockFromBlock')
  if (venom.lockToBlock !== undefined) config.venom.lockToBlock = block(venom.lockToBlock, 'venom.lockToBlock')
  if (file.v1 !== undefined) config.v1 = file.v1 === true
  const governance = object(file.governance ?? {}, 'governance')
  if (governance.timelockDelaySeconds !== undefined) {
    const delay = integer(governance.timelockDelaySeconds, 'governance.timelockDelaySeconds')
    // Timelock's own bounds: its constructor reverts outside them.
    if (delay < 2 * 86400 || delay > 30 * 86400) fail('governance.timelockDelaySeconds', 'must be 2 to 30 days')
    config.governance.timelockDelaySeconds = delay
  }
  parseFarms(file, config)
  parseSinglePools(file, config)
  if (file.claims !== undefined) {
    if (typeof file.claims !== 'string') fail('claims', 'must be the path of a claims file')
    config.claims = readClaims(path.resolve(baseDir, file.claims))
  }
  checkVenomBudget(config)
  return config
}

function known(config: SuiteConfig, symbol: unknown, where: string): string {
  if (
    typeof symbol === 'string' &&
    (symbol === VENOM || symbol === config.wrappedNative.symbol || symbol in config.tokens)
  )
    return symbol
  return fail(where, `"${String(symbol)}" is neither VENOM, ${config.wrappedNative.symbol} nor a token of the config`)
}

function parseFarms(file: Json, config: SuiteConfig): void {
  const farms = object(file.farms ?? {}, 'farms')
  if (farms.rewardPerBlock !== undefined)
    config.farms.rewardPerBlock = amount(farms.rewardPerBlock, 'farms.rewardPerBlock')
  if (farms.startBlock !== undefined) config.farms.startBlock = block(farms.startBlock, 'farms.startBlock')
  if (farms.endBlock !== undefined) config.farms.endBlock = block(farms.endBlock, 'farms.endBlock')
  if (farms.devAddress !== undefined) config.farms.devAddress = address(farms.devAddress, 'farms.devAddress')
  const pools = farms.pools ?? []
  if (!Array.isArray(pools)) fail('farms.pools', 'must be a list')
  const seen = new Set<string>()
  config.farms.pools = pools.map((value, i) => {
    const where = `farms.pools[${i}]`
    const pool = object(value, where)
    const [a, b, extra] = typeof pool.pair === 'string' ? pool.pair.split('/') : []
    if (extra !== undefined || a === b) fail(`${where}.pair`, 'must be "A/B" with two different symbols')
    const pair = `${known(config, a, `${where}.pair`)}/${known(config, b, `${where}.pair`)}`
    const key = [a, b].sort().join('/')
    if (seen.has(key)) fail(`${where}.pair`, `${pair} is listed twice (the breeder refuses a second farm of one pair)`)
    seen.add(key)
    const startBlock = pool.startBlock === undefined ? undefined : block(pool.startBlock, `${where}.startBlock`)
    return {
      pair,
      allocPoint: integer(pool.allocPoint, `${where}.allocPoint`),
      ...(startBlock === undefined ? {} : { startBlock }),
    }
  })
}

function parseSinglePools(file: Json, config: SuiteConfig): void {
  const pools = file.singlePools ?? []
  if (!Array.isArray(pools)) fail('singlePools', 'must be a list')
  config.singlePools = pools.map((value, i) => {
    const where = `singlePools[${i}]`
    const pool = object(value, where)
    return {
      staked: known(config, pool.staked, `${where}.staked`),
      reward: known(config, pool.reward, `${where}.reward`),
      rewardPerBlock: amount(pool.rewardPerBlock, `${where}.rewardPerBlock`),
      startBlock: block(pool.startBlock ?? '+0', `${where}.startBlock`),
      endBlock: block(pool.endBlock, `${where}.endBlock`),
      ...(pool.funding === undefined ? {} : { funding: amount(pool.funding, `${where}.funding`) }),
    }
  })
}

/** The config file at `file`, or the defaults alone when there is none. */
export function loadConfig(file: string | undefined, chainId: number): SuiteConfig {
  if (!file) return defaultConfig(chainId)
  return parseConfig(parseJsonc(readFileSync(file, 'utf8')), chainId, path.dirname(path.resolve(file)))
}

export { ConfigError }
