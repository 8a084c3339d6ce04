// A Vite plugin that writes the Content-Security-Policy meta into the production build's index.html. The policy is
// built by src/config/contentSecurityPolicy.ts, loaded through Vite's module runner so that it sees the chain
// config exactly as the app is built (the mode's .env files and VITE_* variables applied).
import { type Plugin, runnerImport } from 'vite'

const POLICY_MODULE = new URL('../../src/config/contentSecurityPolicy.ts', import.meta.url).pathname

interface PolicyModule {
  buildContentSecurityPolicy: () => string
}

/** The meta tag placed right after the charset (before any script or style the policy governs). */
export function withPolicyMeta(html: string, policy: string): string {
  const charset = '<meta charset="UTF-8" />'
  if (!html.includes(charset)) throw new Error('index.html has no <meta charset="UTF-8" /> to put the CSP after')
  const escaped = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  return html.replace(charset, `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${escaped}" />`)
}

// Applied to the production build only: the dev server's React refresh preamble is an inline script.
export function contentSecurityPolicyPlugin(): Plugin {
  let policy: Promise<string> | undefined
  let mode = 'production'
  let root = process.cwd()
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      mode = config.mode
      root = config.root
    },
    async transformIndexHtml(html) {
      policy ??= runnerImport<PolicyModule>(POLICY_MODULE, { configFile: false, mode, root, logLevel: 'error' }).then(
        ({ module }) => module.buildContentSecurityPolicy(),
      )
      return withPolicyMeta(html, await policy)
    },
  }
}
