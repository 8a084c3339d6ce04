import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CHROMIUM_PATH } from './chromium'

/** A stand-in for the browser that prints its arguments, one a line. */
const printArgs = path.join(mkdtempSync(path.join(tmpdir(), 'chromium-')), 'print-args')
writeFileSync(printArgs, '#!/bin/sh\nfor arg in "$@"; do echo "$arg"; done\n')
chmodSync(printArgs, 0o755)

/** What the wrapper hands the browser. */
const handed = (...args: string[]) =>
  execFileSync(CHROMIUM_PATH, args, { env: { ...process.env, CHROMIUM_PATH: printArgs } })
    .toString()
    .trimEnd()
    .split('\n')

describe('chromium-merged-features', () => {
  it('merges every --disable-features and --enable-features flag into one of each, other arguments kept in order', () => {
    const args = handed(
      '--disable-features=A,B',
      '--headless',
      '--enable-features=X',
      '--disable-features=C',
      '--enable-features=Y',
      'about:blank',
    )
    expect(args).toEqual(['--disable-features=A,B,C', '--enable-features=X,Y', '--headless', 'about:blank'])
  })

  it('passes arguments through untouched when there is no feature flag', () => {
    expect(handed('--no-sandbox', 'a b')).toEqual(['--no-sandbox', 'a b'])
  })
})
