// The explorer page of an address, for the account view.

export function explorerAddressUrl(explorer: string, address: string): string {
  return `${explorer.replace(/\/+$/, '')}/address/${address}`
}
