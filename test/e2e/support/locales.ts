// A shipped language file as the app loads it, so a test can expect the exact text a user reads.
import { readFileSync } from 'node:fs'

type Texts = { [key: string]: string | Texts }

export function localeTexts(code: string): Texts {
  return JSON.parse(readFileSync(new URL(`../../../public/locales/${code}.json`, import.meta.url), 'utf8')) as Texts
}

/** The text at a dotted key ('failures.deadline'); throws for a key the file does not have. */
export function localeText(code: string, key: string): string {
  let node: string | Texts = localeTexts(code)
  for (const part of key.split('.')) {
    if (typeof node === 'string' || !(part in node)) throw new Error(`${code}.json has no ${key}`)
    node = node[part]
  }
  if (typeof node !== 'string') throw new Error(`${code}.json: ${key} is not a text`)
  return node
}
