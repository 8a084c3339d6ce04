// A deploy is an ordered list of steps, each one transaction: a contract creation or a call. Steps are data plus
// functions of the run's context, so the same list serves the local chain, a real chain and a dry run.
import { keccak256, toUtf8Bytes } from 'ethers/lib/utils.js'

import { type ArtifactName } from '../artifacts'
import { type BlockSpec } from './config/types'

export interface RunContext {
  deployer: string
  /** Address of a finished step, or of an existing contract the config names under that id. */
  address(id: string): string
  /** A block number; "+N" counts from the first block this run asked for. */
  block(spec: BlockSpec): Promise<number>
  /** The V2 pair of two tokens, as the deployed factory records it (it must exist). */
  pair(tokenA: string, tokenB: string): Promise<string>
}

interface StepBase {
  /** Stable across runs: the progress file is keyed by it. */
  id: string
  /** One line for the plan and the log. */
  what: string
  /**
   * The settings the step was built from (config values and the ids it depends on, never resolved blocks): a
   * resumed deploy refuses to reuse a step whose settings changed since it was sent.
   */
  inputs: unknown
}

export interface DeployStep extends StepBase {
  kind: 'deploy'
  artifact: ArtifactName
  /** `nonce` is the one this creation is sent with, for steps that must predict a later address. */
  args(ctx: RunContext, nonce: number): Promise<unknown[]> | unknown[]
  /** This creation must use the nonce right after that step's (its address was predicted there). */
  follows?: string
}

export interface CallStep extends StepBase {
  kind: 'call'
  /** Id of the contract called. */
  target: string
  artifact: ArtifactName
  method: string
  args(ctx: RunContext): Promise<unknown[]> | unknown[]
}

export type Step = DeployStep | CallStep

export function isDeploy(step: Step): step is DeployStep {
  return step.kind === 'deploy'
}

function canonical(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString()
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

/** What a step does, hashed: the same step built from the same settings has the same fingerprint. */
export function fingerprint(step: Step): string {
  const what = isDeploy(step)
    ? { kind: step.kind, artifact: step.artifact, inputs: step.inputs }
    : { kind: step.kind, target: step.target, method: step.method, inputs: step.inputs }
  return keccak256(toUtf8Bytes(JSON.stringify(canonical(what))))
}
