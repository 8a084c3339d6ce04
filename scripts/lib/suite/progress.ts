// What a deploy has done on one chain, kept per chain so a run stopped halfway continues instead of deploying twice.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface StepRecord {
  fingerprint: string
  /** The deployer's nonce the step's transaction uses. */
  nonce: number
  hash: string
  /** The signed transaction, so an unmined one can be broadcast again unchanged (it holds no secret). */
  raw?: string
  /** Creations: the contract's address. */
  address?: string
  /** Mined and checked. */
  done: boolean
}

export interface Progress {
  chainId: number
  deployer: string
  steps: Record<string, StepRecord>
}

export type Action =
  | { kind: 'send' }
  | { kind: 'skip' }
  /** Sent before the run stopped and since mined: read its receipt. */
  | { kind: 'confirm' }
  /** Sent before the run stopped and not mined: broadcast the same signed transaction again and wait. */
  | { kind: 'rebroadcast' }

export class ProgressError extends Error {}

/**
 * What to do with a step, given its record and how many of the deployer's transactions the chain has mined.
 * A step's nonce is fixed when it is first sent, so the chain's nonce alone says whether it landed.
 */
export function nextAction(
  id: string,
  record: StepRecord | undefined,
  fingerprint: string,
  minedNonce: number,
): Action {
  if (!record) return { kind: 'send' }
  if (record.fingerprint !== fingerprint) {
    throw new ProgressError(
      `Step "${id}" was sent with other settings than the config gives now. Restore the config, or deploy afresh ` +
        'from another account (or delete the progress file if that chain was reset).',
    )
  }
  if (record.done) return { kind: 'skip' }
  if (minedNonce > record.nonce) return { kind: 'confirm' }
  if (!record.raw) throw new ProgressError(`Step "${id}" was sent but not recorded in full; it cannot be resumed.`)
  return { kind: 'rebroadcast' }
}

/** The progress of `deployer` on `chainId`; a record of another chain or deployer is refused, never reused. */
export function startProgress(stored: Progress | undefined, chainId: number, deployer: string): Progress {
  if (!stored) return { chainId, deployer, steps: {} }
  if (stored.chainId !== chainId || stored.deployer.toLowerCase() !== deployer.toLowerCase()) {
    throw new ProgressError(
      `The progress file belongs to chain ${stored.chainId} and deployer ${stored.deployer}, not chain ${chainId} and ` +
        `${deployer}.`,
    )
  }
  return stored
}

export interface ProgressStore {
  load(): Progress | undefined
  save(progress: Progress): void
}

export function progressFile(dir: string, chainId: number): string {
  return path.join(dir, `${chainId}.json`)
}

/** Saved by write-then-rename, so a run killed while saving leaves the previous record whole. */
export function fileStore(file: string): ProgressStore {
  return {
    load() {
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as Progress
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw new ProgressError(`Cannot read the progress file ${file}: ${(error as Error).message}`)
      }
    },
    save(progress) {
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(`${file}.tmp`, `${JSON.stringify(progress, null, 2)}\n`)
      renameSync(`${file}.tmp`, file)
    },
  }
}

/** For the local chain and dry runs: nothing outlives the run. */
export function memoryStore(): ProgressStore {
  let kept: Progress | undefined
  return {
    load: () => kept,
    save: (progress) => {
      kept = progress
    },
  }
}
