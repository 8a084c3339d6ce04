// A Vite plugin giving every styled component an id from its file's path inside the project and its place in that
// file, for the browser build and the prerender alike (vite.config.ts, scripts/lib/prerenderPlugin.ts). Without it, a
// styled component's id comes from a counter of the order in which components are defined, and the prerender's module
// graph defines them in another order than the browser's: every component hydrated under a class name other than the
// prerendered one, and styled-components generated and inserted its whole style sheet a second time while the page
// was taking input (each insertion restyles the document). With matching ids the prerendered rules are reused.
// (The pitfall of babel-plugin-styled-components #246, with Oxc's port of that plugin.)
//
// Oxc derives the id from the file name it is given; Vite gives it absolute paths, which would make the build depend
// on the folder it runs in (two checkouts of one commit must build the same files: npm run ipfs:car's test). So the
// plugin runs Oxc's transform itself, first, with the path relative to the project: it strips the types and adds the
// ids, and leaves JSX for the React plugin.
import path from 'node:path'

import { type Plugin, transformWithOxc } from 'vite'

const STYLED_COMPONENTS = {
  // Ids from the file and position: the same in every build of the same sources.
  ssr: true,
  // Class names stay the short hashes they were; a display name would only add bytes to every class attribute.
  displayName: false,
  fileName: false,
  // Both builds get the same CSS text, hence the same class names; the bundle gets it without whitespace.
  minify: true,
  pure: true,
}

const SCRIPT = /\.[cm]?[jt]sx?$/

export function styledComponentIdsPlugin(root: string): Plugin {
  const sources = `${path.join(root, 'src')}${path.sep}`
  return {
    name: 'styled-component-ids',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]
      if (!file.startsWith(sources) || !SCRIPT.test(file) || !code.includes('styled-components')) return null
      const relative = path.relative(root, file).split(path.sep).join('/')
      const result = await transformWithOxc(code, relative, {
        jsx: 'preserve',
        sourcemap: true,
        plugins: { styledComponents: STYLED_COMPONENTS },
      })
      return { code: result.code, map: result.map }
    },
  }
}
