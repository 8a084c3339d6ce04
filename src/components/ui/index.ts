// The UI kit shared by pages and components: cards, buttons, rows, text, fields, switches, logos, dialog header.
export { Acknowledge } from './Acknowledge'
export { Banner } from './Banner'
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
export { FallbackLogo, type LogoTone } from './FallbackLogo'
export { BackLink, ExternalLink, InternalLink } from './Link'
export { ModalBody } from './ModalBody'
export { ModalHeader } from './ModalHeader'
export { ButtonRow, DetailRow, Row, RowBetween, RowCenter, TitleRow } from './Row'
export { Spinner } from './Spinner'
export { StatCard, StatGrid, StatLabel, StatValue } from './StatCard'
export { BigAmount, ErrorText, Label, MutedText, Note, Paragraph, Separator, SmallText, Title, Value } from './Text'
export { TextField } from './TextField'
export { TextInput } from './TextInput'
export { Toggle } from './Toggle'
