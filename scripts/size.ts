// `npm run size`: builds the app and measures the gzipped JS and CSS that the first load of /#/swap needs.
// Fails above the budget. `--no-build` measures an existing build; `--out-dir <dir>` picks it (default dist).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import { attributeSources, entryKey, type Manifest, packageOf, staticClosure } from './lib/bundleSize'

/**
 * Issue 3: the first load of /#/swap stays at or under 250 KB of gzipped JS and CSS (KB = 1000 bytes, the
 * stricter reading). React, router, Redux, styled-components and i18next take ~120 KB, @uniswap/sdk and ethers
 * another ~110 KB: everything else (wallet SDKs, other pages) must load on demand.
 */
const FIRST_LOAD_BUDGET_BYTES = 250 * 1000
/** The page /#/swap renders: lazily loaded, but fetched at once on that URL, so it counts. */
const SWAP_PAGE = 'src/pages/Swap/index.tsx'
const TOP = Number(process.env.SIZE_TOP) || 5

const args = process.argv.slice(2)
const outDir = args.includes('--out-dir') ? args[args.indexOf('--out-dir') + 1] : 'dist'

if (!args.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const manifestPath = join(outDir, '.vite', 'manifest.json')
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: build with build.manifest enabled (vite.config.ts) first.`)
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest

const shell = staticClosure(manifest, [entryKey(manifest)])
const withSwap = manifest[SWAP_PAGE] ? staticClosure(manifest, [entryKey(manifest), SWAP_PAGE]) : shell
const files = [...withSwap.js, ...withSwap.css]

// The manifest and index.html must agree: whatever index.html loads up front has to be counted.
const html = readFileSync(join(outDir, 'index.html'), 'utf8')
for (const [, href] of html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.(?:js|css))"/g))
  if (!files.includes(href)) files.push(href)

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
const gzipped = new Map(files.map((file) => [file, gzipSync(readFileSync(join(outDir, file))).length]))
const total = [...gzipped.values()].reduce((sum, size) => sum + size, 0)

// Bytes per package: each chunk's gzip size shared out by its minified characters per source (an estimate:
// gzip does not compress every module equally).
const byPackage = new Map<string, number>()
const byModule = new Map<string, number>()
for (const file of files.filter((name) => name.endsWith('.js'))) {
  const mapPath = join(outDir, `${file}.map`)
  if (!existsSync(mapPath)) continue
  const code = readFileSync(join(outDir, file), 'utf8')
  const perSource = attributeSources(code, JSON.parse(readFileSync(mapPath, 'utf8')))
  const ratio = (gzipped.get(file) ?? 0) / Math.max(code.length, 1)
  for (const [source, chars] of perSource) {
    const bytes = chars * ratio
    const name = packageOf(source)
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytes)
    const module = source.replace(/^(\.\.\/)+/, '')
    byModule.set(module, (byModule.get(module) ?? 0) + bytes)
  }
}
const largest = (table: Map<string, number>) => [...table].sort((a, b) => b[1] - a[1]).slice(0, TOP)

console.log(`First load of /#/swap (${outDir}), gzipped:`)
for (const [file, size] of [...gzipped].sort((a, b) => b[1] - a[1]))
  console.log(
    `  ${kb(size).padStart(9)}  ${file}${shell.js.includes(file) || shell.css.includes(file) ? '' : '  (swap page)'}`,
  )
console.log(`\nLargest contributors (packages, gzip estimated from source maps):`)
for (const [name, size] of largest(byPackage)) console.log(`  ${kb(size).padStart(9)}  ${name}`)
console.log(`\nLargest modules:`)
for (const [name, size] of largest(byModule)) console.log(`  ${kb(size).padStart(9)}  ${name}`)

const verdict = total <= FIRST_LOAD_BUDGET_BYTES ? 'within' : 'OVER'
console.log(`\nTotal: ${kb(total)} gzipped JS + CSS, ${verdict} the ${kb(FIRST_LOAD_BUDGET_BYTES)} budget.`)
if (total > FIRST_LOAD_BUDGET_BYTES) process.exit(1)
