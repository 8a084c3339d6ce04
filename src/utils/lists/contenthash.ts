// EIP-1577 contenthash → ipfs:// or ipns:// URI, decoded by hand (multicodec varint, CID, multihash).
import { base32Encode, base58Encode } from './baseEncoding'

const IPFS_NS = 0xe3
const IPNS_NS = 0xe5
const DAG_PB = 0x70
const SHA2_256 = 0x12
const IDENTITY = 0x00

/** Names of the other contenthash codecs, for the 'Unrecognized codec' message. */
const CODEC_NAMES: Record<number, string> = {
  0xe4: 'swarm-ns',
  0x01bc: 'onion',
  0x01bd: 'onion3',
  0xb19910: 'skynet-ns',
  0xb29910: 'arweave-ns',
}

export function hexToUint8Array(hex: string): Uint8Array {
  const digits = hex.startsWith('0x') ? hex.slice(2) : hex
  if (digits.length % 2 !== 0) throw new Error('hex must have length that is multiple of 2')
  if (!/^[0-9a-fA-F]*$/.test(digits)) throw new Error(`Invalid hex: ${hex}`)
  const bytes = new Uint8Array(digits.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(digits.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

/** Unsigned LEB128 varint at `offset`: its value and the offset after it. */
function readVarint(bytes: Uint8Array, offset: number): [value: number, next: number] {
  let value = 0
  let shift = 0
  for (let i = offset; i < bytes.length && shift < 49; i++) {
    value += (bytes[i] & 0x7f) * 2 ** shift
    if ((bytes[i] & 0x80) === 0) return [value, i + 1]
    shift += 7
  }
  throw new Error('Invalid varint')
}

interface Cid {
  version: 0 | 1
  codec: number
  bytes: Uint8Array
  multihash: Uint8Array
  hashCode: number
  digest: Uint8Array
}

function decodeCid(bytes: Uint8Array): Cid {
  // A CIDv0 is a bare sha2-256 multihash (0x12 0x20 + 32 bytes); anything else starts with its version.
  const isV0 = bytes.length === 34 && bytes[0] === SHA2_256 && bytes[1] === 0x20
  let offset = 0
  let codec = DAG_PB
  if (!isV0) {
    const [version, afterVersion] = readVarint(bytes, 0)
    if (version !== 1) throw new Error(`Unsupported CID version: ${version}`)
    ;[codec, offset] = readVarint(bytes, afterVersion)
  }
  const multihash = bytes.slice(offset)
  const [hashCode, afterCode] = readVarint(multihash, 0)
  const [length, digestStart] = readVarint(multihash, afterCode)
  const digest = multihash.slice(digestStart)
  if (digest.length !== length) throw new Error('Invalid multihash length')
  return { version: isV0 ? 0 : 1, codec, bytes, multihash, hashCode, digest }
}

function ipfsPath(cid: Cid): string {
  // dag-pb with sha2-256 has a CIDv0 form (Qm…), which every gateway serves; others keep their CIDv1 (base32).
  if (cid.codec === DAG_PB && cid.hashCode === SHA2_256 && cid.digest.length === 32) return base58Encode(cid.multihash)
  return `b${base32Encode(cid.bytes)}`
}

function ipnsPath(cid: Cid): string {
  if (cid.hashCode === IDENTITY) {
    // An identity hash holds either a DNSLink name (readable text) or a small public key (a peer id).
    const text = new TextDecoder('utf-8', { fatal: false }).decode(cid.digest).trim()
    if (/^[a-z0-9.-]+$/i.test(text)) return text
  }
  return base58Encode(cid.multihash)
}

export function contenthashToUri(contenthash: string): string {
  const bytes = hexToUint8Array(contenthash)
  const [codec, offset] = readVarint(bytes, 0)
  switch (codec) {
    case IPFS_NS:
      return `ipfs://${ipfsPath(decodeCid(bytes.slice(offset)))}`
    case IPNS_NS:
      return `ipns://${ipnsPath(decodeCid(bytes.slice(offset)))}`
    default:
      throw new Error(`Unrecognized codec: ${CODEC_NAMES[codec] ?? `0x${codec.toString(16)}`}`)
  }
}
