import { describe, expect, it } from 'vitest'

import { withoutScripts } from './floorPage'

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script src="./assets/landing-guard.js"></script>
    <link rel="icon" type="image/svg+xml" href="./favicon.svg" />
    <script type="module" crossorigin src="./assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/vendor.js">
    <link rel="preload" as="script" href="./assets/later.js">
    <link rel="preload" as="fetch" crossorigin href="./locales/en.json">
    <link rel="preload" as="image" href="./favicon.svg"/>
    <style>#root{color:red}</style>
  </head>
  <body><div id="root" aria-disabled="true"><main><h1>Swap</h1><button>Connect</button></main></div>
    <SCRIPT>inline()</SCRIPT>
  </body>
</html>`

describe('withoutScripts', () => {
  const floor = withoutScripts(PAGE)

  it('removes every script, classic, module and inline, and every preload of code', () => {
    expect(floor).not.toMatch(/<script/i)
    expect(floor).not.toContain('modulepreload')
    expect(floor).not.toContain('later.js')
    expect(floor).not.toContain('en.json')
  })

  it('keeps the markup, the styles, the icon and image preloads', () => {
    expect(floor).toContain(
      '<div id="root" aria-disabled="true"><main><h1>Swap</h1><button>Connect</button></main></div>',
    )
    expect(floor).toContain('<style>#root{color:red}</style>')
    expect(floor).toContain('<link rel="icon" type="image/svg+xml" href="./favicon.svg" />')
    expect(floor).toContain('<link rel="preload" as="image" href="./favicon.svg"/>')
  })
})
