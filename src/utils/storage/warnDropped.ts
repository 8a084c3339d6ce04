// One console warning per stored entry that loading drops, so a vanished setting or token can be traced.

/** `key` names the storage key and the place inside it (`user.tokens.31337`); `value` is what was dropped. */
export function warnDropped(key: string, value: unknown): void {
  console.warn(`Stored ${key}: dropped an invalid entry`, preview(value))
}

/** Huge hostile strings should not flood the console: a bounded preview is enough to recognise the entry. */
function preview(value: unknown): string {
  let text: string
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  } catch {
    text = Object.prototype.toString.call(value)
  }
  return text.length > 200 ? `${text.slice(0, 200)}…` : text
}
