// A local ESLint rule for the layering of src/ (../../shared/DESIGN.md, "Layout"): each import, relative or '@/',
// is resolved to the folder it lands in, which path patterns alone cannot do for relative imports.
import path from 'node:path'

const SRC = path.join(import.meta.dirname, '..', 'src')

/** Data flows one way: a layer never imports from the layers that build on it. */
const HIGHER_LAYERS = {
  config: ['utils', 'state', 'hooks', 'components', 'pages', 'app'],
  utils: ['hooks', 'components', 'pages', 'app'],
  state: ['hooks', 'components', 'pages', 'app'],
  hooks: ['components', 'pages', 'app'],
  components: ['pages', 'app'],
}

const TEST_FILE = /\.test\.tsx?$/

/** The path's folders under src/ (['pages', 'Swap', 'index.tsx']), or undefined outside src/. */
function srcSegments(file) {
  const relative = path.relative(SRC, file)
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined
  return relative.split(path.sep)
}

function resolveImport(specifier, importer) {
  if (specifier.startsWith('@/')) return path.join(SRC, specifier.slice(2))
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier)
  return undefined // a package
}

/** The page a path under src/pages belongs to: its folder, or the file's own name for a file directly in pages/. */
function pageOf(segments) {
  return segments[1]?.replace(/\.[jt]sx?$/, '')
}

/** The message id and data of the rule an import breaks, or undefined. */
function violation(from, to, isTest) {
  const [fromLayer] = from
  const [toLayer] = to
  if (toLayer === 'test-support') {
    return isTest || fromLayer === 'test-support' ? undefined : { messageId: 'testSupport' }
  }
  if (fromLayer === 'lib' && toLayer !== 'lib') return { messageId: 'lib', data: { target: toLayer } }
  if (HIGHER_LAYERS[fromLayer]?.includes(toLayer)) return { messageId: 'layer', data: { fromLayer, toLayer } }
  // A test may render several pages in one router (the route table in src/app imports every page too).
  if (fromLayer === 'pages' && toLayer === 'pages' && !isTest && pageOf(from) !== pageOf(to)) {
    return { messageId: 'crossPage', data: { fromPage: pageOf(from), toPage: pageOf(to) } }
  }
  return undefined
}

const importsRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Imports follow the layering of src/ (no page imports another page; state sits below hooks).',
    },
    schema: [],
    messages: {
      layer:
        'src/{{fromLayer}} never imports from src/{{toLayer}}: data flows one way (state, hooks, components, pages).',
      crossPage:
        'Page {{fromPage}} imports from page {{toPage}}: move what both need to components/, hooks/ or utils/.',
      testSupport: 'Only tests import src/test-support: it must never reach the production build.',
      lib: 'src/lib holds app-agnostic React helpers: it imports nothing from src/{{target}}.',
    },
  },
  create(context) {
    const importer = context.physicalFilename
    const from = srcSegments(importer)
    if (!from) return {}
    const isTest = TEST_FILE.test(importer)

    function check(source) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return
      const target = resolveImport(source.value, importer)
      const to = target && srcSegments(target)
      const broken = to && violation(from, to, isTest)
      if (broken) context.report({ node: source, ...broken })
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

export default { rules: { imports: importsRule } }
