// Every shipped language file is complete: each key of en.json (a plural key in every plural category of the
// language), no stray keys, each {{placeholder}} of the English string kept, no HTML, nothing empty.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { SUPPORTED_LANGUAGES } from './languages'

type Tree = { [key: string]: string | Tree }

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/
const PLACEHOLDER = /{{\s*[\w.]+\s*}}/g
const HTML = /<[a-z/!][^>]*>/i

function readLocale(language: string): Tree {
  return JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../public/locales/${language}.json`), 'utf8'),
  ) as Tree
}

function flatten(tree: Tree, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object') flatten(value, `${prefix}${key}.`, out)
    else out[`${prefix}${key}`] = value
  }
  return out
}

const placeholders = (text: string) => new Set((text.match(PLACEHOLDER) ?? []).map((p) => p.replace(/\s/g, '')))

/** The keys a language must have, each with the English string it translates. */
function expectedKeys(english: Record<string, unknown>, language: string): Map<string, string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
  const expected = new Map<string, string>()
  for (const [key, value] of Object.entries(english)) {
    const plural = PLURAL.exec(key)
    if (!plural) expected.set(key, String(value))
    else
      for (const category of categories)
        expected.set(`${plural[1]}_${category}`, String(english[`${plural[1]}_other`] ?? value))
  }
  return expected
}

/** What is wrong with a language file, one line per problem. */
export function localeProblems(english: Tree, translated: Tree, language: string): string[] {
  const expected = expectedKeys(flatten(english), language)
  const actual = flatten(translated)
  const problems: string[] = []
  for (const [key, source] of expected) {
    const text = actual[key]
    if (typeof text !== 'string' || !text.trim()) {
      problems.push(`${key in actual ? 'empty' : 'missing'} ${key}`)
      continue
    }
    const kept = placeholders(text)
    for (const name of placeholders(source)) if (!kept.has(name)) problems.push(`${key} lost ${name}`)
    for (const name of kept) {
      if (!placeholders(source).has(name) && name !== '{{count}}') problems.push(`${key} has unknown ${name}`)
    }
    if (HTML.test(text)) problems.push(`${key} has HTML`)
  }
  for (const key of Object.keys(actual)) if (!expected.has(key)) problems.push(`stray ${key}`)
  return problems
}

describe('localeProblems', () => {
  const english: Tree = { a: { title: 'Swap {{symbol}}', items_one: '{{count}} item', items_other: '{{count}} items' } }

  it('passes a complete file with every plural category of the language', () => {
    const russian = {
      a: {
        title: 'Обмен {{symbol}}',
        items_one: '{{count}} элемент',
        items_few: '{{count}} элемента',
        items_many: '{{count}} элементов',
        items_other: '{{count}} элемента',
      },
    }
    expect(localeProblems(english, russian, 'ru')).toEqual([])
    expect(localeProblems(english, { a: { title: '{{symbol}} 兑换', items_other: '{{count}} 项' } }, 'zh-CN')).toEqual(
      [],
    )
  })

  it('reports missing plural forms, stray and empty keys, lost placeholders and HTML', () => {
    const broken = { a: { title: '<b>Обмен</b>', items_one: ' ', items_other: '{{count}} x' }, extra: 'y' }
    expect(localeProblems(english, broken, 'ru').sort()).toEqual([
      'a.title has HTML',
      'a.title lost {{symbol}}',
      'empty a.items_one',
      'missing a.items_few',
      'missing a.items_many',
      'stray extra',
    ])
  })
})

describe('shipped language files', () => {
  const english = readLocale('en')

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('%s has every key of en.json', (language) => {
    expect(localeProblems(english, readLocale(language), language)).toEqual([])
  })

  it('en.json has both plural forms of every plural key', () => {
    expect(localeProblems(english, english, 'en')).toEqual([])
  })
})
