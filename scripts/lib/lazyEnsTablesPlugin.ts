// A Vite plugin that makes ethers' ENS name normalisation read its Unicode tables when a name is first normalised,
// not when the module is evaluated. @ethersproject/hash decodes those tables at the top of
// `ens-normalize/lib.js` (ethers' own comment there: "@TODO: This should be lazily loaded"), and the module is part of
// the first load because @ethersproject/abi and the providers import the package: about 55 ms of every start-up
// at full CPU speed, one task of about 220 ms on a phone (4x), for names that a chain without ENS never
// normalises. The tables, their order of reading and the functions that use them stay ethers' own; only the moment
// moves. The text this rewrites is checked: an ethers release that changes it fails the build instead of shipping
// the eager tables unnoticed.
import MagicString from 'magic-string'
import { type Plugin } from 'vite'

export const ENS_NORMALIZE_MODULE = /[\\/]@ethersproject[\\/]hash[\\/]lib\.esm[\\/]ens-normalize[\\/]lib\.js$/

const PAYLOAD = 'const r = getData();\n'
const TABLES = [
  'const VALID = new Set(read_member_array(r));\n',
  'const IGNORED = new Set(read_member_array(r));\n',
  'const MAPPED = read_mapped_map(r);\n',
  'const EMOJI_ROOT = read_emoji_trie(r);\n',
]
/** The one export that reads the tables (ens_normalize_post_check does not). */
const NORMALIZE = 'export function ens_normalize(name) {\n'

const LAZY_TABLES = `let VALID, IGNORED, MAPPED, EMOJI_ROOT;
function readTables() {
    if (VALID) return;
    const r = getData();
    VALID = new Set(read_member_array(r));
    IGNORED = new Set(read_member_array(r));
    MAPPED = read_mapped_map(r);
    EMOJI_ROOT = read_emoji_trie(r);
}
`

function indexOfOnce(code: string, text: string): number {
  const index = code.indexOf(text)
  if (index === -1 || code.indexOf(text, index + 1) !== -1)
    throw new Error(`lazy-ens-tables: expected exactly one "${text.trim()}" in ethers' ens-normalize/lib.js`)
  return index
}

/** ens-normalize/lib.js with its tables read on the first call of ens_normalize, and the source map of that change. */
export function withLazyEnsTables(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } {
  const text = new MagicString(code)
  const payload = indexOfOnce(code, PAYLOAD)
  text.remove(payload, payload + PAYLOAD.length)
  const tables = indexOfOnce(code, TABLES.join(''))
  text.overwrite(tables, tables + TABLES.join('').length, LAZY_TABLES)
  const normalize = indexOfOnce(code, NORMALIZE) + NORMALIZE.length
  text.appendLeft(normalize, '    readTables();\n')
  return { code: text.toString(), map: text.generateMap({ hires: true, source: id, includeContent: true }) }
}

export function lazyEnsTablesPlugin(): Plugin {
  return {
    name: 'lazy-ens-tables',
    apply: 'build',
    transform: {
      filter: { id: ENS_NORMALIZE_MODULE },
      handler: (code, id) => withLazyEnsTables(code, id),
    },
  }
}
