// Compiles the own Solidity in contracts/ with the `solc` npm package (wasm, offline) on @openzeppelin/contracts.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import solc from 'solc'

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
export const CONTRACTS_DIR = path.join(ROOT, 'contracts')
export const ARTIFACTS_DIR = path.join(CONTRACTS_DIR, 'artifacts')

export interface CompiledContract {
  contractName: string
  sourceName: string
  compiler: string
  abi: unknown[]
  bytecode: string
  /** The code the contract runs once deployed: what a state override gives an address (TokenProbe). */
  deployedBytecode: string
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts: Record<
    string,
    Record<string, { abi: unknown[]; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>
  >
}

const require = createRequire(import.meta.url)

/** `@openzeppelin/...` imports resolve inside node_modules; every other path is relative to contracts/. */
function findImport(importPath: string): { contents: string } | { error: string } {
  try {
    const file = importPath.startsWith('@') ? require.resolve(importPath) : path.join(CONTRACTS_DIR, importPath)
    return { contents: readFileSync(file, 'utf8') }
  } catch {
    return { error: `File not found: ${importPath}` }
  }
}

export function ownSources(): string[] {
  return readdirSync(CONTRACTS_DIR)
    .filter((name) => name.endsWith('.sol'))
    .sort()
}

/** One artifact per contract declared in contracts/*.sol (interfaces, which have no code, and what is imported from
 * packages are left out). */
export function compileContracts(): CompiledContract[] {
  const sources = Object.fromEntries(
    ownSources().map((name) => [name, { content: readFileSync(path.join(CONTRACTS_DIR, name), 'utf8') }]),
  )
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      // OpenZeppelin 5.x uses MCOPY, so Cancun is the oldest target; Anvil runs newer forks.
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      // No metadata hash: the bytecode depends on the code only, not on file paths or comments.
      metadata: { bytecodeHash: 'none' },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))

  const compiler = `solc ${solc.version()}`
  return Object.entries(output.contracts).flatMap(([sourceName, contracts]) =>
    sourceName in sources
      ? Object.entries(contracts)
          .filter(([, contract]) => contract.evm.bytecode.object !== '')
          .map(([contractName, contract]) => ({
            contractName,
            sourceName,
            compiler,
            abi: contract.abi,
            bytecode: `0x${contract.evm.bytecode.object}`,
            deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
          }))
      : [],
  )
}
