// Placeholder: popups (transaction and list-update toasts with a countdown bar) are being written.
export function Popups() {
  return null
}
