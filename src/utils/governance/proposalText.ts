// Title and description of a proposal from its free-form (untrusted) description text.

/**
 * The first heading, else the first non-empty line, without its markdown heading marks; undefined when the
 * description has no text (the page shows 'Untitled').
 */
export function proposalTitle(description: string | undefined | null): string | undefined {
  if (!description) return undefined
  const lines = description.split(/\r?\n/).map((line) => line.trim())
  const heading = lines.find((line) => /^#{1,6}\s+\S/.test(line))
  const first = heading ?? lines.find((line) => line.length > 0)
  const title = first
    ?.replace(/^#{1,6}\s+/, '')
    .replace(/\s+#+\s*$/, '')
    .trim()
  return title ? title : undefined
}

/** The description as written, or undefined when it is blank (the page shows 'No description.'). */
export function proposalDescription(description: string | undefined | null): string | undefined {
  return description && description.trim() ? description : undefined
}
