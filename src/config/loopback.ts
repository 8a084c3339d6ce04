// This computer, as a URL names it: the only hosts a node may be reached on over plain http (a node there is reached
// without crossing a network, so nothing between the browser and it can read or change what it answers).
export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost'] as const

export function isLoopbackHost(hostname: string): boolean {
  return (LOOPBACK_HOSTS as readonly string[]).includes(hostname)
}
