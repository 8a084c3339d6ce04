// A free-text field named by its hint (the token search, a list's URL, a V1 token address): the placeholder is
// also the accessible name, and the browser's autocomplete stays off since the field never takes personal data.
import type { ComponentProps } from 'react'

import { TextInput } from './TextInput'

type Props = Omit<ComponentProps<typeof TextInput>, 'type' | 'placeholder' | 'aria-label' | 'autoComplete'> & {
  label: string
}

export function TextField({ label, ...input }: Props) {
  return <TextInput type="text" placeholder={label} aria-label={label} autoComplete="off" {...input} />
}
