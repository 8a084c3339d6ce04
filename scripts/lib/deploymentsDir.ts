// The folder of `<chainId>.json` deployment files a build reads (the `@deployments` alias): src/config/deployments,
// or VENOM_DEPLOYMENTS_DIR, where a test's deploy writes so the working tree stays clean.
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')

export function deploymentsDir(env: Record<string, string | undefined> = process.env): string {
  const dir = env.VENOM_DEPLOYMENTS_DIR
  return dir ? path.resolve(root, dir) : path.join(root, 'src/config/deployments')
}
