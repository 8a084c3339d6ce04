// The layering rule (eslint/layers.js) as wired in eslint.config.js: which imports it refuses, and where.
import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) })

/** The layering messages for a file at `filePath` (need not exist) holding `code`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((message) => message.ruleId === 'layers/imports').map((message) => message.message)
}

// Loading ESLint's config (typescript-eslint and the plugins) takes seconds on a busy machine.
describe('layers/imports', { timeout: 30_000 }, () => {
  it('refuses a page importing from another page, by alias or relative path', async () => {
    expect(await layerErrors('src/pages/Swap/x.ts', "export { a } from '@/pages/Pool/usePoolPositions'\n")).toEqual([
      'Page Swap imports from page Pool: move what both need to components/, hooks/ or utils/.',
    ])
    expect(await layerErrors('src/pages/Swap/x.ts', "export { a } from '../Pool/usePoolPositions'\n")).toHaveLength(1)
    expect(await layerErrors('src/pages/Swap/sub/x.ts', "export { a } from '../../Vote'\n")).toHaveLength(1)
    expect(await layerErrors('src/pages/Swap/x.ts', "export const a = () => import('@/pages/Vote')\n")).toHaveLength(1)
  })

  it('lets a page import its own files, the route table import pages, and a test render several pages', async () => {
    expect(await layerErrors('src/pages/Swap/sub/x.ts', "export { a } from '../styles'\n")).toEqual([])
    expect(await layerErrors('src/pages/Swap/x.ts', "export { a } from '@/pages/Swap/styles'\n")).toEqual([])
    expect(await layerErrors('src/app/routes/x.ts', "export { a } from '@/pages/Swap'\n")).toEqual([])
    expect(await layerErrors('src/pages/Swap/x.test.ts', "export { a } from '../Pool'\n")).toEqual([])
  })

  it('keeps state below hooks, components, pages and the app', async () => {
    for (const target of ['@/hooks/trades', '@/components/Modal', '@/pages/Swap', '@/app/App', '../../hooks/trades']) {
      expect(await layerErrors('src/state/swap/x.ts', `export { a } from '${target}'\n`)).toHaveLength(1)
    }
    expect(
      await layerErrors('src/state/swap/x.ts', "import { type A } from '@/hooks/swap/trades'\nexport type B = A\n"),
    ).toEqual(['src/state never imports from src/hooks: data flows one way (state, hooks, components, pages).'])
    expect(await layerErrors('src/state/swap/x.ts', "export { a } from '@/lib/useDebounce'\n")).toEqual([])
  })

  it('keeps pure utils below hooks and config below utils', async () => {
    expect(await layerErrors('src/utils/staking/x.ts', "export { a } from '@/hooks/staking/useFarms'\n")).toHaveLength(
      1,
    )
    expect(await layerErrors('src/config/x.ts', "export { a } from '../utils/tokens/address'\n")).toHaveLength(1)
    expect(await layerErrors('src/utils/staking/x.ts', "export { a } from '@/config/staking'\n")).toEqual([])
  })

  it('keeps hooks below components and components below pages', async () => {
    expect(await layerErrors('src/hooks/x.ts', "export { a } from '@/components/Modal'\n")).toHaveLength(1)
    expect(await layerErrors('src/components/x.ts', "export { a } from '@/pages/Swap'\n")).toHaveLength(1)
  })

  it('lets only tests import src/test-support', async () => {
    expect(await layerErrors('src/utils/x.ts', "export { a } from '@/test-support/trades'\n")).toEqual([
      'Only tests import src/test-support: it must never reach the production build.',
    ])
    expect(await layerErrors('src/utils/x.test.ts', "export { a } from '@/test-support/trades'\n")).toEqual([])
  })

  it('keeps src/lib free of the app', async () => {
    expect(await layerErrors('src/lib/x.ts', "export { a } from '@/state/hooks'\n")).toHaveLength(1)
  })
})
