// Contract artifacts: published ones from the packages users' chains run, own ones from contracts/artifacts.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

export interface Artifact {
  abi: readonly unknown[]
  bytecode: string
  /** The code once deployed; own artifacts carry it (a state override runs TokenProbe's). */
  deployedBytecode?: string
}

const PUBLISHED = {
  WETH9: '@uniswap/v2-periphery/build/WETH9.json',
  UniswapV2Factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  UniswapV2Pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
  UniswapV2Router02: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
  UniswapV1Factory: '@uniswap/v2-periphery/build/UniswapV1Factory.json',
  UniswapV1Exchange: '@uniswap/v2-periphery/build/UniswapV1Exchange.json',
  UniswapV2Migrator: '@uniswap/v2-periphery/build/UniswapV2Migrator.json',
  DeflatingERC20: '@uniswap/v2-periphery/build/DeflatingERC20.json',
  Timelock: '@uniswap/governance/build/Timelock.json',
  GovernorAlpha: '@uniswap/governance/build/GovernorAlpha.json',
  MerkleDistributor: '@uniswap/merkle-distributor/build/MerkleDistributor.json',
  UniswapInterfaceMulticall:
    '@uniswap/v3-periphery/artifacts/contracts/lens/UniswapInterfaceMulticall.sol/UniswapInterfaceMulticall.json',
} as const

/** Compiled from contracts/ by `npm run compile`. */
type OwnArtifact =
  | 'VenomToken'
  | 'MasterBreeder'
  | 'SingleStakingPool'
  | 'DemoERC20'
  | 'DemoTaxToken'
  | 'DemoHoneypotToken'
  | 'TokenProbe'
  | 'AccountChanges'

export type ArtifactName = keyof typeof PUBLISHED | OwnArtifact

const require = createRequire(import.meta.url)
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const cache = new Map<ArtifactName, Artifact>()

function hex(bytecode: string): string {
  return bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`
}

export function loadArtifact(name: ArtifactName): Artifact {
  const cached = cache.get(name)
  if (cached) return cached
  const file =
    name in PUBLISHED
      ? require.resolve(PUBLISHED[name as keyof typeof PUBLISHED])
      : path.join(root, 'contracts', 'artifacts', `${name}.json`)
  // Three shapes: waffle (`bytecode` string), solc standard JSON (`evm.bytecode.object`), hardhat.
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    abi: unknown[]
    bytecode?: string
    deployedBytecode?: string
    evm?: { bytecode: { object: string } }
  }
  const bytecode = json.bytecode ?? json.evm?.bytecode.object
  if (!bytecode) throw new Error(`Artifact ${name} has no bytecode`)
  // Vyper-era ABIs carry 2018 `gas` figures that ethers v5 would use as the gas limit; since
  // EIP-2929 they are too low, so they are dropped and every call is estimated instead.
  const abi = json.abi.map((fragment) => {
    if (typeof fragment !== 'object' || fragment === null || !('gas' in fragment)) return fragment
    const { gas: _gas, ...rest } = fragment as Record<string, unknown>
    return rest
  })
  const artifact = {
    abi,
    bytecode: hex(bytecode),
    ...(json.deployedBytecode ? { deployedBytecode: hex(json.deployedBytecode) } : {}),
  }
  cache.set(name, artifact)
  return artifact
}
