// The UI kit: the cards, buttons, rows, text and dialog header that pages and components share.
export {
  Button,
  ButtonLink,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  ChipButton,
  IconButton,
  LinkButton,
} from './Button'
export { Card, GreyCard, OutlineCard, SurfaceCard, type Tone, ToneCard } from './Card'
export { Column, ColumnCenter, Page, PlainList } from './Column'
export { BackLink, ExternalLink, InternalLink } from './Link'
export { ModalBody } from './ModalBody'
export { ModalHeader } from './ModalHeader'
export { ButtonRow, DetailRow, Row, RowBetween } from './Row'
export { Spinner } from './Spinner'
export { StatCard, StatGrid, StatLabel, StatValue } from './StatCard'
export { BigAmount, ErrorText, Label, MutedText, Note, Paragraph, Separator, SmallText, Title, Value } from './Text'
export { TextInput } from './TextInput'
