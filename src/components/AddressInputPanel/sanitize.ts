// The recipient field removes every whitespace character as it is typed (pasted addresses often carry some).
export function sanitizeRecipientInput(raw: string): string {
  return raw.replace(/\s+/g, '')
}
