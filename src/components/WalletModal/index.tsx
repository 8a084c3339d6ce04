// Placeholder: the wallet modal (options, pending, account views) is being written.
export function WalletModal() {
  return null
}
