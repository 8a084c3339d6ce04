import { describe, expect, it } from 'vitest'

import { type Bundle } from './bundleGraph'
import { preloadListPlugin, preloadLists } from './preloadListPlugin'

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId, isEntry }) as unknown as Bundle[string]

const CONNECTOR = '/app/node_modules/@web3-react/walletconnect-v2/dist/index.js'
const OPTIONS = '/app/src/connection/walletConnectOptions.ts'
const MODAL = '/app/node_modules/@reown/appkit/dist/esm/exports/core.js'
const SWAP = '/app/src/pages/Swap/index.tsx'

const BUNDLE: Bundle = {
  entry: chunk('assets/index.js', ['assets/vendor.js'], '/app/src/main.tsx', true),
  vendor: chunk('assets/vendor.js', []),
  swap: chunk('assets/Swap.js', ['assets/vendor.js'], SWAP),
  connector: chunk('assets/dist.js', ['assets/vendor.js', 'assets/events.js'], CONNECTOR),
  events: chunk('assets/events.js', []),
  options: chunk('assets/walletConnectOptions.js', ['assets/Swap.js'], OPTIONS),
  modal: chunk('assets/core.js', ['assets/events.js', 'assets/ApiController.js'], MODAL),
  api: chunk('assets/ApiController.js', []),
  css: { type: 'asset', fileName: 'assets/index.css' } as unknown as Bundle[string],
}

const GROUPS = [
  { meta: 'connector', modules: [/\/@web3-react\/walletconnect-v2\/dist\/index\.js$/, OPTIONS] },
  { meta: 'qr-modal', modules: [/\/@reown\/appkit\/dist\/esm\/exports\/core\.js$/] },
]

describe('preloadLists', () => {
  it('lists each group’s chunks with their static imports, less the first load’s and an earlier group’s', () => {
    expect(preloadLists(BUNDLE, GROUPS, [SWAP])).toEqual([
      { meta: 'connector', files: ['assets/dist.js', 'assets/events.js', 'assets/walletConnectOptions.js'] },
      { meta: 'qr-modal', files: ['assets/core.js', 'assets/ApiController.js'] },
    ])
  })

  it('lists nothing for a group none of whose modules was built', () => {
    const { connector: _connector, options: _options, ...withoutWalletConnect } = BUNDLE
    expect(preloadLists(withoutWalletConnect, GROUPS.slice(0, 1), [SWAP])).toEqual([{ meta: 'connector', files: [] }])
  })

  it('fails the build when only some of a group’s modules were found (a library moved its files)', () => {
    const { options: _options, ...withoutOptions } = BUNDLE
    expect(() => preloadLists(withoutOptions, GROUPS, [SWAP])).toThrow(
      /connector: no chunk is built for .*walletConnectOptions/,
    )
  })
})

describe('preloadListPlugin', () => {
  const transform = (bundle?: Bundle) => {
    const hook = preloadListPlugin({ groups: GROUPS, firstLoadModules: [SWAP] }).transformIndexHtml as unknown as {
      handler: (html: string, context: { bundle?: Bundle }) => unknown
    }
    return hook.handler('<html></html>', { bundle })
  }

  it('writes a <meta> per group that lists files, into the head', () => {
    expect(transform(BUNDLE)).toEqual([
      {
        tag: 'meta',
        attrs: { name: 'connector', content: 'assets/dist.js assets/events.js assets/walletConnectOptions.js' },
        injectTo: 'head',
      },
      { tag: 'meta', attrs: { name: 'qr-modal', content: 'assets/core.js assets/ApiController.js' }, injectTo: 'head' },
    ])
  })

  it('writes nothing for an empty group, nor while serving (no bundle)', () => {
    const { modal: _modal, ...withoutModal } = BUNDLE
    expect(transform(withoutModal)).toHaveLength(1)
    expect(transform(undefined)).toEqual([])
  })
})
