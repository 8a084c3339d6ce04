import { describe, expect, it } from 'vitest'

import { cleanWalletName, ICON_MAX_LENGTH, isImageDataUri, isRdns, NAME_MAX_LENGTH, parseAnnouncement } from './eip6963'

const provider = { request: async () => null, on: () => undefined }
const ICON = 'data:image/png;base64,iVBORw0KGgo='
const info = {
  uuid: '350670db-19fa-4704-a166-e52e178b59d2',
  name: 'Test Wallet',
  icon: ICON,
  rdns: 'com.example.wallet',
}
const announce = (overrides: Record<string, unknown>) =>
  parseAnnouncement({ info: { ...info, ...overrides }, provider })

describe('parseAnnouncement', () => {
  it('accepts a well-formed announcement and keeps its provider object', () => {
    const wallet = parseAnnouncement({ info, provider })
    expect(wallet?.info).toEqual(info)
    expect(wallet?.provider).toBe(provider)
  })

  it.each([
    ['javascript: URL', 'javascript:alert(1)'],
    ['http URL', 'http://evil.example/icon.png'],
    ['https URL', 'https://evil.example/icon.png'],
    ['HTML data URI', 'data:text/html,<script>alert(1)</script>'],
    ['data URI without a type', 'data:,hello'],
    ['leading space', ` ${ICON}`],
    ['not a string', 42],
    ['missing', undefined],
    ['too large', `data:image/png;base64,${'A'.repeat(ICON_MAX_LENGTH)}`],
  ])('refuses an icon that is a %s', (_, icon) => {
    expect(announce({ icon })).toBeUndefined()
  })

  it('accepts image data URIs of every image type, SVG included (shown by <img>, where no script runs)', () => {
    expect(announce({ icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>' })).toBeDefined()
    expect(announce({ icon: 'DATA:IMAGE/WEBP;base64,AAAA' })).toBeDefined()
  })

  it.each([
    ['javascript:alert(1)'],
    ['wallet'],
    ['com..example'],
    ['-com.example'],
    ['com.example-'],
    ['com.exa mple'],
    ['com.example/<b>'],
    [''],
    [7],
    [`${'a'.repeat(250)}.com`],
  ])('refuses the rdns %j', (rdns) => {
    expect(announce({ rdns })).toBeUndefined()
  })

  it('lower-cases the rdns (it is the remembered id)', () => {
    expect(announce({ rdns: 'IO.MetaMask' })?.info.rdns).toBe('io.metamask')
  })

  it.each([['not-a-uuid'], [''], [null], ['350670db-19fa-4704-a166-e52e178b59d2x']])('refuses the uuid %j', (uuid) => {
    expect(announce({ uuid })).toBeUndefined()
  })

  it('keeps markup in a name as plain text (the dialog renders it as text)', () => {
    expect(announce({ name: '<img src=x onerror=alert(1)>' })?.info.name).toBe('<img src=x onerror=alert(1)>')
  })

  it('refuses a name that is empty, blank or not a string', () => {
    for (const name of ['', '   ', '\u202e\u0000', 12, undefined]) expect(announce({ name })).toBeUndefined()
  })

  it('refuses a provider without request or on, and details that are not objects', () => {
    expect(parseAnnouncement({ info, provider: { request: async () => null } })).toBeUndefined()
    expect(parseAnnouncement({ info, provider: { on: () => undefined } })).toBeUndefined()
    expect(parseAnnouncement({ info })).toBeUndefined()
    expect(parseAnnouncement({ provider })).toBeUndefined()
    expect(parseAnnouncement(null)).toBeUndefined()
    expect(parseAnnouncement('wallet')).toBeUndefined()
  })
})

describe('cleanWalletName', () => {
  it('removes control characters and bidirectional overrides and folds whitespace', () => {
    expect(cleanWalletName('  Meta\u202eksaM\u0007\n  Wallet ')).toBe('MetaksaM Wallet')
  })

  it(`cuts long names to ${NAME_MAX_LENGTH} characters with an ellipsis`, () => {
    const name = cleanWalletName('W'.repeat(500))
    expect([...(name ?? '')]).toHaveLength(NAME_MAX_LENGTH)
    expect(name?.endsWith('…')).toBe(true)
    expect(cleanWalletName('W'.repeat(NAME_MAX_LENGTH))).toBe('W'.repeat(NAME_MAX_LENGTH))
  })

  it('does not split a character made of two UTF-16 units', () => {
    expect(cleanWalletName('🦊'.repeat(60))?.startsWith('🦊'.repeat(NAME_MAX_LENGTH - 1))).toBe(true)
  })
})

describe('isRdns and isImageDataUri', () => {
  it('accept the usual forms', () => {
    expect(isRdns('io.metamask')).toBe(true)
    expect(isRdns('io.metamask.flask')).toBe(true)
    expect(isImageDataUri('data:image/jpeg;base64,/9j/')).toBe(true)
    expect(isImageDataUri('data:image/png')).toBe(false)
  })
})
