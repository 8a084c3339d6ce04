// A pair's price both ways on two detail rows, labelled on the first: '1 A = x B', then '1 B = y A' (the add and
// remove dialogs, the remove page). Each caller words the rates with its own text.
import { DetailRow, Label, Value } from '@/components/ui'

export interface Rate {
  text: string
  testId?: string
}

export function PairRates({ label, rates }: { label: string; rates: readonly [Rate, Rate] }) {
  return rates.map((rate, index) => (
    <DetailRow key={index}>
      {index === 0 ? <Label>{label}</Label> : <span />}
      <Value data-testid={rate.testId}>{rate.text}</Value>
    </DetailRow>
  ))
}
