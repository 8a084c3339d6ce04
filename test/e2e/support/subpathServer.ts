// Serves the end-to-end build under an IPFS-like prefix (/ipfs/<cid>/), as a gateway would, and records any
// request that escapes the prefix: the build must work from any path.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

import { E2E_OUT_DIR } from '../../../scripts/lib/e2eOutDir'

const DIST = join(process.cwd(), E2E_OUT_DIR)
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

export interface SubpathServer {
  /** Origin plus prefix, ending in '/'. */
  url: string
  /** Paths requested outside the prefix. */
  outsidePrefix: string[]
  close(): Promise<void>
}

/** `dist`: the build to serve (the end-to-end build unless given); `prefix` '/' serves it at the root. */
export async function startSubpathServer(
  prefix = '/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/',
  dist = DIST,
): Promise<SubpathServer> {
  const outsidePrefix: string[] = []
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    if (!path.startsWith(prefix)) {
      outsidePrefix.push(path)
      response.writeHead(404).end()
      return
    }
    const file = normalize(join(dist, path.slice(prefix.length) || 'index.html'))
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: `${origin}${prefix}`,
    outsidePrefix,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
