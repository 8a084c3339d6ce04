// Links that leave the app: a new tab that cannot reach back into this one.
import type { ComponentProps } from 'react'

import { DropdownExternal, NavExternal } from './styles'

type Props = Omit<ComponentProps<'a'>, 'target' | 'rel' | 'ref'> & { href: string; variant?: 'nav' | 'dropdown' }

export function ExternalLink({ variant = 'nav', ...props }: Props) {
  const Anchor = variant === 'nav' ? NavExternal : DropdownExternal
  return <Anchor target="_blank" rel="noopener noreferrer" {...props} />
}
