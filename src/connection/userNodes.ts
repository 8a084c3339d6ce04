// The user's own nodes as the read providers see them: the store's setting (state/user, rpcUrls) is copied here as it
// changes (state/user/followUserNodes), so that a provider created outside React asks the node the user chose.
let userNodes: Readonly<Record<number, string>> = {}

export function setUserNodes(nodes: Readonly<Record<number, string>>): void {
  userNodes = nodes
}

export function userNodeOf(chainId: number): string | undefined {
  return userNodes[chainId]
}
