// The app's ABIs: the interface part of each contract artifact (never the bytecode, which would weigh on the
// bundle), written to src/abis/ by `npm run abis` and checked for freshness by a test. One contract's code is
// needed too: TokenProbe's, which the token check runs at a made-up address inside an eth_call, and AccountChanges',
// which the preview runs at the account's address where a node cannot simulate (src/abis/code/, each loaded with its
// use only).
import path from 'node:path'

import { type ArtifactName, loadArtifact } from './artifacts'
import { serialize } from './deployment'

export const ABIS_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../src/abis')

/** File name in src/abis → artifact. ERC20 is OpenZeppelin's, as our demo tokens deploy it. */
export const APP_ABIS: Record<string, ArtifactName> = {
  ERC20: 'DemoERC20',
  WETH9: 'WETH9',
  UniswapV2Factory: 'UniswapV2Factory',
  UniswapV2Pair: 'UniswapV2Pair',
  UniswapV2Router02: 'UniswapV2Router02',
  UniswapV1Factory: 'UniswapV1Factory',
  UniswapV1Exchange: 'UniswapV1Exchange',
  UniswapV2Migrator: 'UniswapV2Migrator',
  GovernorAlpha: 'GovernorAlpha',
  MerkleDistributor: 'MerkleDistributor',
  VenomToken: 'VenomToken',
  MasterBreeder: 'MasterBreeder',
  SingleStakingPool: 'SingleStakingPool',
  TokenProbe: 'TokenProbe',
  AccountChanges: 'AccountChanges',
}

/** File name in src/abis/code → the artifact whose deployed code it holds. */
export const APP_CODE: Record<string, ArtifactName> = { TokenProbe: 'TokenProbe', AccountChanges: 'AccountChanges' }
export const CODE_DIR = 'code'

/** Older tokens (MKR, SAI) return bytes32 from name() and symbol(); reads fall back to this shape. */
export const ERC20_BYTES32_ABI = [
  { type: 'function', name: 'name', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'bytes32' }] },
  { type: 'function', name: 'symbol', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'bytes32' }] },
]

/** Solidity's `internalType` annotations mean nothing to ethers v5 and weigh ~30% of an ABI in the bundle. */
function withoutInternalTypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutInternalTypes)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'internalType')
      .map(([key, inner]) => [key, withoutInternalTypes(inner)]),
  )
}

export function appAbis(): Record<string, string> {
  const files: Record<string, string> = {}
  for (const [name, artifact] of Object.entries(APP_ABIS)) {
    files[`${name}.json`] = serialize(withoutInternalTypes(loadArtifact(artifact).abi))
  }
  files['ERC20Bytes32.json'] = serialize(ERC20_BYTES32_ABI)
  return files
}

/** `code/<name>.json` → `{ "deployedBytecode": "0x…" }`. */
export function appCode(): Record<string, string> {
  const files: Record<string, string> = {}
  for (const [name, artifact] of Object.entries(APP_CODE)) {
    const { deployedBytecode } = loadArtifact(artifact)
    if (!deployedBytecode) throw new Error(`Artifact ${artifact} has no deployed code: run npm run compile`)
    files[`${CODE_DIR}/${name}.json`] = serialize({ deployedBytecode })
  }
  return files
}
