import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { LOAD_STOPS, stoppingAt } from './ladderPage'

const PAGE = `<!doctype html>
<html lang="en">
  <head><script type="module" crossorigin src="./assets/index.js"></script></head>
  <body><div id="root"><main><h1>Swap</h1></main></div></body>
</html>`

describe('stoppingAt', () => {
  it('marks the page where the start stops and changes nothing else', () => {
    const page = stoppingAt(PAGE, 'libraries')
    expect(page).toContain('<html data-bench-stop="libraries" lang="en">')
    expect(page.replace(' data-bench-stop="libraries"', '')).toBe(PAGE)
  })

  it('refuses a page it cannot mark', () => {
    expect(() => stoppingAt('<body></body>', 'modules')).toThrow(/no <html> tag/)
  })

  it('names only the stops the entry knows', () => {
    const entry = readFileSync(new URL('../../src/main.tsx', import.meta.url), 'utf8')
    expect(entry).toContain('dataset.benchStop')
    for (const stop of LOAD_STOPS) expect(entry).toContain(`benchStop === '${stop}'`)
  })
})
