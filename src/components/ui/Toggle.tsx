// An on/off switch with its state exposed to assistive technology (role="switch").
import styled from 'styled-components'

const Track = styled.button<{ $on: boolean }>`
  flex: none;
  position: relative;
  width: 44px;
  height: 24px;
  border: none;
  border-radius: 12px;
  background: ${({ theme, $on }) => ($on ? theme.primary : theme.surfaceHover)};
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${({ $on }) => ($on ? '23px' : '3px')};
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #fff;
    transition: left 120ms ease;
  }
`

interface Props {
  isOn: boolean
  onToggle: () => void
  label: string
  testId?: string
}

export function Toggle({ isOn, onToggle, label, testId }: Props) {
  return (
    <Track
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-label={label}
      data-testid={testId}
      $on={isOn}
      onClick={onToggle}
    />
  )
}
