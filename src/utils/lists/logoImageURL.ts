// Where an <img> loads a token's or a list's logo from: only URIs that pass isSafeLogoURI, and ipfs:// or ipns://
// (which <img> cannot load) through a public gateway.
import { isSafeLogoURI } from './isSafeLogoURI'

const IPFS_GATEWAY = 'https://ipfs.io'

export function logoImageURL(uri: string | undefined | null): string | undefined {
  if (!isSafeLogoURI(uri)) return undefined
  return uri.replace(/^ipfs:\/\//i, `${IPFS_GATEWAY}/ipfs/`).replace(/^ipns:\/\//i, `${IPFS_GATEWAY}/ipns/`)
}
