import { describe, expect, it } from 'vitest'

import { withPolicyMeta } from './cspPlugin'

describe('withPolicyMeta', () => {
  it('puts the policy right after the charset, attribute-escaped', () => {
    const html = '<head>\n    <meta charset="UTF-8" />\n    <title>x</title>'
    expect(withPolicyMeta(html, `default-src 'self'; x "y" & z`)).toBe(
      `<head>\n    <meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; x &quot;y&quot; &amp; z" />\n    <title>x</title>`,
    )
  })

  it('fails the build rather than ship a page without a policy', () => {
    expect(() => withPolicyMeta('<head></head>', "default-src 'self'")).toThrow(/charset/)
  })
})
