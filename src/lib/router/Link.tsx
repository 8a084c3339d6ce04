// An <a> to a path inside the app: a real href (new tab, copy link) and, on a plain click, navigation in place.
import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from 'react'

import { useRouter } from './context'
import { createPath, type To, toLocation } from './path'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To
  /** Replace the current entry; by default only a link to where the user already is does. */
  replace?: boolean
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey
  return event.button === 0 && !modified && (!target || target === '_self')
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, onClick, ...rest }, ref) {
  const { location, history, navigate } = useRouter('<Link>')
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !isPlainLeftClick(event, rest.target)) return
    event.preventDefault()
    const isHere = createPath(location) === createPath(toLocation(to))
    navigate(to, { replace: replace ?? isHere })
  }
  return <a {...rest} ref={ref} href={history.createHref(to)} onClick={handleClick} />
})
