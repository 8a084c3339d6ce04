// A page whose code loads when its route first renders, or ahead of that (`preload`): once the module is in, the page
// renders at once instead of suspending for a turn, so the page a visit lands on paints in the first render.
import { type ComponentType, lazy } from 'react'

type PageModule<Props> = Promise<{ default: ComponentType<Props> }>

export function lazyPage<Props extends object>(load: () => PageModule<Props>) {
  let loaded: ComponentType<Props> | undefined
  const remember = (module: Awaited<PageModule<Props>>) => {
    loaded = module.default
    return module
  }
  const Lazy = lazy(() => load().then(remember))
  function Page(props: Props) {
    const Component = loaded ?? Lazy
    return <Component {...props} />
  }
  return Object.assign(Page, { preload: () => load().then(remember) })
}
