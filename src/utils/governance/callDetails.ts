// A proposal's calls as people read them: function name, decoded arguments, and names for the deployment's addresses.
import { defaultAbiCoder, FunctionFragment, type ParamType } from '@ethersproject/abi'
import { BigNumber } from '@ethersproject/bignumber'

import { isAddress } from '@/utils/tokens/address'

export interface CallArgument {
  type: string
  /** The value as text (numbers in full, arrays bracketed). */
  value: string
  /** Set when the argument is an address: the page links it to the explorer. */
  address?: string
}

export interface ProposalCallDetail {
  target: string
  /** The function's name, e.g. "transfer" (the whole signature when it cannot be parsed). */
  functionSig: string
  signature: string
  args: CallArgument[]
  /** The decoded arguments joined by ", "; the raw calldata when it does not decode. */
  callData: string
}

function formatValue(value: unknown): string {
  if (BigNumber.isBigNumber(value)) return value.toString()
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`
  return String(value)
}

function toArgument(param: ParamType, value: unknown): CallArgument {
  const text = formatValue(value)
  const address = param.type === 'address' ? isAddress(text) : false
  return address ? { type: param.type, value: address, address } : { type: param.type, value: text }
}

function parseSignature(signature: string): FunctionFragment | undefined {
  try {
    return FunctionFragment.from(signature.trim())
  } catch {
    return undefined
  }
}

export function decodeProposalCall(target: string, signature: string, calldata: string): ProposalCallDetail {
  const fragment = signature ? parseSignature(signature) : undefined
  const raw = { target, signature, functionSig: signature, args: [], callData: calldata }
  if (!fragment) return raw
  try {
    const values = defaultAbiCoder.decode(fragment.inputs, calldata)
    const args = fragment.inputs.map((param, index) => toArgument(param, values[index]))
    return { ...raw, functionSig: fragment.name, args, callData: args.map((arg) => arg.value).join(', ') }
  } catch {
    return { ...raw, functionSig: fragment.name }
  }
}

/** The parts of a deployment that have names worth showing instead of an address. */
export interface NamedDeployment {
  weth?: string
  router?: string
  factory?: string
  multicall?: string
  migrator?: string
  v1Factory?: string
  merkleDistributor?: string
  tokens?: Record<string, string>
  pairs?: Record<string, string>
  staking?: { masterBreeder?: string }
  governance?: { token?: string; timelock?: string; governor?: string }
}

/** Lower-cased address → friendly name ('VENOM', 'Timelock', 'Router', …). */
export function knownAddressNames(
  deployment: NamedDeployment | undefined,
  wrappedSymbol: string,
): Record<string, string> {
  if (!deployment) return {}
  const entries: [string | undefined, string][] = [
    [deployment.weth, wrappedSymbol],
    [deployment.router, 'Router'],
    [deployment.factory, 'Factory'],
    [deployment.multicall, 'Multicall'],
    [deployment.migrator, 'Migrator'],
    [deployment.v1Factory, 'V1 Factory'],
    [deployment.merkleDistributor, 'Merkle Distributor'],
    [deployment.staking?.masterBreeder, 'MasterBreeder'],
    [deployment.governance?.timelock, 'Timelock'],
    [deployment.governance?.governor, 'Governor'],
    ...Object.entries(deployment.pairs ?? {}).map(([pair, address]): [string, string] => [address, `${pair} LP`]),
    ...Object.entries(deployment.tokens ?? {}).map(([symbol, address]): [string, string] => [address, symbol]),
  ]
  const names: Record<string, string> = {}
  for (const [address, name] of entries) if (address) names[address.toLowerCase()] = name
  return names
}
