// Saves text as a file through the browser's download (a blob link clicked once): nothing leaves the machine.
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has read the blob once the click returns; revoking later keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
