// A Vite plugin that prerenders the landing page into the built index.html (issue 26): after the client build is
// written, it loads src/prerender/render.tsx through a Vite server in SSR mode (same aliases, env and React plugin as
// the build), renders the shell and the swap card with React's static renderer and styled-components' server style
// sheet, and writes both into index.html, with the landing guard (src/prerender/guard.ts, built as a classic
// script) first in <head>. The site stays static: any host, any path.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

import react from '@vitejs/plugin-react'
import { build, createServer, type Plugin, type ResolvedConfig, type Rolldown } from 'vite'

import { withLanding } from './landingHtml.ts'
import { styledComponentIdsPlugin } from './styledComponentIds.ts'

interface Prerendered {
  html: string
  styles: string
}

async function renderLanding(config: ResolvedConfig, entry: string): Promise<Prerendered> {
  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'error',
    plugins: [styledComponentIdsPlugin(config.root), react()],
    resolve: { alias: config.resolve.alias },
    define: config.define,
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    // Its ES build through Vite, as the browser bundle has it: Node would load the CommonJS build, whose default
    // export does not survive the interop, and whose generated class names need not match the browser's.
    ssr: { noExternal: ['styled-components'] },
  })
  try {
    const module = (await server.ssrLoadModule(entry)) as { prerender: () => Promise<Prerendered> }
    return await module.prerender()
  } finally {
    await server.close()
  }
}

/** The guard as one minified classic script (no imports left: it runs before anything else is loaded). */
async function buildGuard(config: ResolvedConfig, entry: string): Promise<{ fileName: string; code: string }> {
  const output = (await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'error',
    resolve: { alias: config.resolve.alias },
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      lib: { entry, formats: ['iife'], name: 'venomLandingGuard', fileName: () => 'landing-guard.js' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
  const [first] = Array.isArray(output) ? output : [output]
  const chunk = first.output.find((file): file is Rolldown.OutputChunk => file.type === 'chunk')
  if (!chunk) throw new Error('The landing guard built to no script')
  return { fileName: chunk.fileName, code: chunk.code }
}

export function prerenderPlugin({ render, guard }: { render: string; guard: string }): Plugin {
  let config: ResolvedConfig
  return {
    name: 'prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async writeBundle() {
      const outDir = resolve(config.root, config.build.outDir)
      const [landing, guardScript] = await Promise.all([renderLanding(config, render), buildGuard(config, guard)])
      // Named by its content, like every other asset: a host may cache it for good.
      const hash = createHash('sha256').update(guardScript.code).digest('base64url').slice(0, 8)
      const guardFile = `${config.build.assetsDir}/${guardScript.fileName.replace(/\.js$/, `-${hash}.js`)}`
      writeFileSync(join(outDir, guardFile), guardScript.code)
      const indexFile = join(outDir, 'index.html')
      const html = readFileSync(indexFile, 'utf8')
      writeFileSync(indexFile, withLanding(html, { ...landing, guardSrc: `${config.base}${guardFile}` }))
    },
  }
}
