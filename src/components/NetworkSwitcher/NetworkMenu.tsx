// The switcher's open menu: one option per served network, the pending wallet request, and why a switch failed.
// Keyboard: the current option takes focus on open, arrow keys move between options, Escape closes.
import { type KeyboardEvent, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { DropdownPanel } from '@/components/Header/styles'
import { FallbackLogo } from '@/components/ui'
import { CHAINS } from '@/config/chains'
import { NETWORK_CHOICES } from '@/config/networkChoices'

import { Failure, Option, OptionState } from './styles'
import { useChooseNetwork } from './useChooseNetwork'

interface Props {
  current: number
  onChosen: () => void
}

function moveFocus(panel: HTMLElement, step: number): void {
  const options = [...panel.querySelectorAll<HTMLElement>('[role="menuitemradio"]')]
  const index = options.indexOf(document.activeElement as HTMLElement)
  options[(index + step + options.length) % options.length]?.focus()
}

export function NetworkMenu({ current, onChosen }: Props) {
  const { t } = useTranslation()
  const { choose, pending, failure } = useChooseNetwork(onChosen)
  const panel = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const element = panel.current
    if (!element) return
    const options = [...element.querySelectorAll<HTMLElement>('[role="menuitemradio"]')]
    ;(options.find((option) => option.getAttribute('aria-checked') === 'true') ?? options[0])?.focus()
    // Closing from inside the menu (Escape, a choice) gives focus back to the button that opened it.
    const trigger = element.parentElement?.querySelector<HTMLElement>('button[aria-haspopup]')
    return () => {
      if (element.contains(document.activeElement)) trigger?.focus()
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (!panel.current || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return
    event.preventDefault()
    moveFocus(panel.current, event.key === 'ArrowDown' ? 1 : -1)
  }

  return (
    <DropdownPanel ref={panel} $align="right" role="menu" aria-label={t('network.menuLabel')} onKeyDown={onKeyDown}>
      {NETWORK_CHOICES.map((chainId) => (
        <Option
          key={chainId}
          type="button"
          role="menuitemradio"
          aria-checked={chainId === current}
          aria-disabled={pending !== undefined}
          data-testid={`network-option-${chainId}`}
          onClick={() => pending === undefined && void choose(chainId)}
        >
          <FallbackLogo sources={[]} name={CHAINS[chainId].name} size={20} tone="accent" />
          {CHAINS[chainId].name}
          {pending === chainId && <OptionState>{t('network.confirmInWallet')}</OptionState>}
        </Option>
      ))}
      {failure && (
        <Failure role="alert" data-testid="network-switch-error">
          {t(failure === 'rejected' ? 'network.switchRejected' : 'network.switchFailed')}
        </Failure>
      )}
    </DropdownPanel>
  )
}
