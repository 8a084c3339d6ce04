// Script-injection payloads and the watch that proves none of them runs or reaches a planted host: every payload
// calls window.__pwned(id) (a binding into the test) or loads a URL on a planted host if it ever executes.
import { expect, type Page } from '@playwright/test'

/** Requests here mean an injected element or style loaded something. CSP allows https images, not http ones. */
export const PLANTED_HTTPS = 'https://planted.invalid'
/** Nothing listens on the discard port: a request would fail, but the watch sees it start. */
export const PLANTED_HTTP = 'http://127.0.0.1:9/planted'

const TEMPLATES: readonly ((id: string) => string)[] = [
  (id) => `<script>__pwned('${id}')</script>`,
  (id) => `<img src=x onerror=__pwned('${id}')>`,
  (id) => `<svg onload=__pwned('${id}')>`,
  (id) => `"><img src=x onerror=__pwned('${id}')>`,
  (id) => `'><svg/onload=__pwned('${id}')>`,
  (id) => `javascript:__pwned('${id}')`,
  (id) => `<iframe src="javascript:__pwned('${id}')">`,
  (id) => `<a href="javascript:__pwned('${id}')">x</a>`,
  (id) => `<body onload=__pwned('${id}')>`,
  (id) => `<details open ontoggle=__pwned('${id}')>`,
  (id) => `<img src="${PLANTED_HTTPS}/${id}.png">`,
  (id) => `<link rel=stylesheet href=${PLANTED_HTTPS}/${id}.css>`,
  (id) => `<style>@import '${PLANTED_HTTPS}/${id}.css'</style>`,
  (id) => `<object data="javascript:__pwned('${id}')">`,
  (id) => `<embed src="javascript:__pwned('${id}')">`,
  (id) => `{{constructor.constructor("__pwned('${id}')")()}}`,
  (id) => `\${__pwned('${id}')}`,
  (id) => `<math><mtext><table><mglyph><style><img src=x onerror=__pwned('${id}')>`,
  (id) => `<input autofocus onfocus=__pwned('${id}')>`,
  (id) => `<video><source onerror=__pwned('${id}')>`,
  (id) => `data:text/html,<script>__pwned('${id}')</script>`,
  (id) => `<meta http-equiv=refresh content="0;url=javascript:__pwned('${id}')">`,
  (id) => `\u202E<img src=x onerror=__pwned('${id}')>`,
  (id) => `<base href="${PLANTED_HTTP}/${id}/">`,
  (id) => `<form action="javascript:__pwned('${id}')"><button>x`,
  (id) => `<img src="${PLANTED_HTTP}/${id}.png">`,
]

/** `count` payloads whose ids start with `prefix`, cycling through the templates. */
export function payloads(prefix: string, count = TEMPLATES.length): { id: string; text: string }[] {
  return Array.from({ length: count }, (_, index) => {
    const id = `${prefix}${index}`
    return { id, text: TEMPLATES[index % TEMPLATES.length](id) }
  })
}

/** Short payloads for places limited to 20 characters without spaces (a list's token symbols). */
export function shortPayloads(prefix: string, count: number): { id: string; text: string }[] {
  const short = [
    (id: string) => `<svg/onload=P(${id})>`,
    (id: string) => `<b/onclick=P(${id})>`,
    (id: string) => `"/onmouseover=P(${id})`,
  ]
  return Array.from({ length: count }, (_, index) => {
    const id = `${index}`
    return { id: `${prefix}${id}`, text: short[index % short.length](id) }
  })
}

export interface HostileWatch {
  executed: string[]
  dialogs: string[]
  plantedRequests: string[]
  /** Proves the watch works: the binding is reachable from the page and is recorded. */
  selfTest(): Promise<void>
  /** Fails the test when anything ran, popped up or reached a planted host; logs the figures either way. */
  verify(label: string, tried: number): void
}

/** Before the page loads: the binding, the short-payload alias P(n), a dialog guard and the planted-host watch. */
export async function watchHostile(page: Page): Promise<HostileWatch> {
  const executed: string[] = []
  const dialogs: string[] = []
  const plantedRequests: string[] = []
  await page.exposeBinding('__pwned', (_source, id: unknown) => {
    executed.push(String(id))
  })
  await page.addInitScript(() => {
    ;(window as unknown as { P: (id: unknown) => void }).P = (id) =>
      (window as unknown as { __pwned: (id: string) => void }).__pwned(`short-${String(id)}`)
  })
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  page.on('request', (request) => {
    if (request.url().includes('planted')) plantedRequests.push(request.url())
  })
  // A 1×1 GIF: if something does get through, it loads and is counted rather than erroring out of sight.
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
  await page.route(`${PLANTED_HTTPS}/**`, (route) => route.fulfill({ contentType: 'image/gif', body: gif }))
  return {
    executed,
    dialogs,
    plantedRequests,
    async selfTest() {
      await page.evaluate(() => (window as unknown as { __pwned: (id: string) => Promise<void> }).__pwned('control'))
      expect(executed).toEqual(['control'])
      executed.length = 0
    },
    verify(label, tried) {
      console.log(
        `[hostile input] ${label}: ${tried} payloads tried, ${new Set(executed).size} executed, ` +
          `${dialogs.length} dialogs, ${plantedRequests.length} planted requests`,
      )
      expect(executed, 'payloads that ran').toEqual([])
      expect(dialogs, 'dialogs opened').toEqual([])
      expect(plantedRequests, 'requests to planted hosts').toEqual([])
    },
  }
}
