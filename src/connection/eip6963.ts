// EIP-6963 wallet announcements: each one is untrusted input from whatever script runs in the page, so only a
// well-formed announcement becomes a wallet option (a UUID, a short plain-text name, an image data: URI as the icon,
// a reverse-DNS id and an EIP-1193 provider). Anything else is refused whole.

export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>
  on(event: string, listener: (...args: never[]) => void): unknown
}

export interface WalletInfo {
  uuid: string
  /** Plain text, at most NAME_MAX_LENGTH characters; render it as text, never as markup. */
  name: string
  /** A `data:image/...` URI: safe in an <img> (no script runs in images, SVG included). */
  icon: string
  /** Reverse DNS, lower case: the wallet's stable id (remembered for the next visit). */
  rdns: string
}

export interface AnnouncedWallet {
  info: WalletInfo
  provider: Eip1193Provider
}

export const NAME_MAX_LENGTH = 40
/** Real wallets' icons are a few KB; a megabyte string would only slow the dialog down. */
export const ICON_MAX_LENGTH = 100_000

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const RDNS = new RegExp(`^${LABEL}(?:\\.${LABEL})+$`, 'i')
const IMAGE_DATA_URI = /^data:image\/(?:png|jpeg|gif|webp|avif|bmp|svg\+xml|x-icon|vnd\.microsoft\.icon)[;,]/i
// Control characters, and bidirectional overrides that could make a name read as another one.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

export function isRdns(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 253 && RDNS.test(value)
}

export function isImageDataUri(value: unknown): value is string {
  return typeof value === 'string' && value.length <= ICON_MAX_LENGTH && IMAGE_DATA_URI.test(value)
}

/** The name as plain, printable text on one line, cut to NAME_MAX_LENGTH; undefined when nothing is left. */
export function cleanWalletName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.slice(0, 1000).replace(UNPRINTABLE, '').replace(/\s+/g, ' ').trim()
  if (!text) return undefined
  const chars = [...text]
  return chars.length > NAME_MAX_LENGTH
    ? `${chars
        .slice(0, NAME_MAX_LENGTH - 1)
        .join('')
        .trimEnd()}…`
    : text
}

function isProvider(value: unknown): value is Eip1193Provider {
  return isRecord(value) && typeof value.request === 'function' && typeof value.on === 'function'
}

/** The `detail` of an `eip6963:announceProvider` event as a wallet option, or undefined to refuse it. */
export function parseAnnouncement(detail: unknown): AnnouncedWallet | undefined {
  if (!isRecord(detail) || !isRecord(detail.info) || !isProvider(detail.provider)) return undefined
  const { uuid, name, icon, rdns } = detail.info
  const cleanName = cleanWalletName(name)
  if (typeof uuid !== 'string' || !UUID.test(uuid) || !cleanName || !isImageDataUri(icon) || !isRdns(rdns)) {
    return undefined
  }
  return { info: { uuid, name: cleanName, icon, rdns: rdns.toLowerCase() }, provider: detail.provider }
}
