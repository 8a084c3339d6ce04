// A release is verifiable (issue 27): two clean checkouts of the same commit, in different folders, pack the same
// IPFS root CID with `npm run ipfs:car`, so a user can rebuild a tag and compare it with the CID a gateway serves.
// Each checkout is the repository's tracked files with its own node_modules (hard links to this one's), as a clone
// followed by `npm ci` would have; the folders differ in name and depth, which is what once changed a source map.
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const NODE_MODULES = realpathSync(path.join(ROOT, 'node_modules'))

/** Hard links need one file system: the system's temp folder if node_modules is on it, else beside the checkout. */
function scratchFolder(): string {
  const base = statSync(tmpdir()).dev === statSync(NODE_MODULES).dev ? tmpdir() : path.dirname(ROOT)
  return mkdtempSync(path.join(base, 'venom-reproducible-'))
}

function checkout(folder: string): void {
  mkdirSync(folder, { recursive: true })
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean)
  for (const file of tracked) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true })
    cpSync(path.join(ROOT, file), path.join(folder, file), { verbatimSymlinks: true })
  }
  execFileSync('cp', ['-al', NODE_MODULES, path.join(folder, 'node_modules')])
}

/** The root CID `npm run ipfs:car` prints in that checkout, built as a release for Findora is. */
function packedCid(folder: string): string {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')))
  const result = spawnSync('npm', ['run', '--silent', 'ipfs:car'], {
    cwd: folder,
    env: { ...inherited, VITE_DEFAULT_CHAIN_ID: '2152' },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`npm run ipfs:car failed in ${folder}:\n${result.stdout}\n${result.stderr}`)
  const cid = /Root CID: (baf[a-z0-9]+)/.exec(result.stdout)?.[1]
  if (!cid) throw new Error(`no root CID in the output of npm run ipfs:car:\n${result.stdout}`)
  return cid
}

/** Built files that name the folder they were built in: what makes a CID depend on where the checkout is. */
function filesNaming(folder: string): string[] {
  const dist = path.join(folder, 'dist')
  return readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => {
    const full = path.join(dist, file)
    return statSync(full).isFile() && readFileSync(full, 'utf8').includes(folder)
  })
}

describe('npm run ipfs:car', () => {
  const scratch = scratchFolder()
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('packs the same root CID in two checkouts of one commit in different folders', { timeout: 600_000 }, () => {
    const first = path.join(scratch, 'a', 'venom-swap')
    const second = path.join(scratch, 'b', 'a-longer-folder', 'another-name')
    checkout(first)
    checkout(second)
    // Run from this test, the shell has NODE_ENV=test: the script must build for production anyway.
    expect(process.env.NODE_ENV).toBe('test')
    const cids = [packedCid(first), packedCid(second)]
    expect(filesNaming(first)).toEqual([])
    expect(filesNaming(second)).toEqual([])
    expect(cids[1]).toBe(cids[0])
  })
})
