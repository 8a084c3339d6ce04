// Simple mode's amount: the big percent ('<1' below one), the slider (whole steps, debounced) and 25/50/75/Max.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { ButtonRow, DetailRow, Label } from '@/components/ui'
import { REMOVE_SLIDER_DEBOUNCE_MS } from '@/config/removeLiquidity'
import type { Percent } from '@/sdk'
import { formatPercentToRemove, parseWholePercent, sliderValue } from '@/state/burn/percent'
import { BurnField } from '@/state/burn/slice'
import { localizePercent } from '@/utils/format/localizeNumber'

import { BigPercent, Panel, QuickButton, Slider } from './styles'
import { useDebouncedChangeHandler } from './useDebouncedChangeHandler'

const QUICK = [
  { percent: '25', testId: 'remove-25' },
  { percent: '50', testId: 'remove-50' },
  { percent: '75', testId: 'remove-75' },
] as const

interface Props {
  percent: Percent
  onUserInput: (field: BurnField, typedValue: string) => void
}

export function PercentPicker({ percent, onUserInput }: Props) {
  const { t } = useTranslation()
  const onSlide = useCallback((value: number) => onUserInput(BurnField.LIQUIDITY_PERCENT, String(value)), [onUserInput])
  const [slider, setSlider] = useDebouncedChangeHandler(sliderValue(percent), onSlide, REMOVE_SLIDER_DEBOUNCE_MS)
  // While the slider moves, the figure follows it; otherwise the exact share ('<1' for a tiny typed amount).
  const shown = slider === sliderValue(percent) ? formatPercentToRemove(percent) : String(slider)

  return (
    <Panel>
      <DetailRow>
        <Label>{t('removeLiquidity.amount')}</Label>
      </DetailRow>
      <BigPercent data-testid="remove-percent" htmlFor="remove-slider">
        {localizePercent(shown)}
      </BigPercent>
      <Slider
        id="remove-slider"
        type="range"
        min={0}
        max={100}
        step={1}
        value={slider}
        aria-label={t('removeLiquidity.percentSlider')}
        data-testid="remove-slider"
        onChange={(event) => {
          const value = parseWholePercent(event.target.value)
          if (value !== undefined) setSlider(value)
        }}
      />
      <ButtonRow>
        {QUICK.map(({ percent: value, testId }) => (
          <QuickButton
            key={value}
            type="button"
            data-testid={testId}
            onClick={() => onUserInput(BurnField.LIQUIDITY_PERCENT, value)}
          >
            {localizePercent(value)}
          </QuickButton>
        ))}
        <QuickButton
          type="button"
          data-testid="remove-max"
          onClick={() => onUserInput(BurnField.LIQUIDITY_PERCENT, '100')}
        >
          {t('removeLiquidity.max')}
        </QuickButton>
      </ButtonRow>
    </Panel>
  )
}
