// One toast: its content, a close button, and a countdown bar that shrinks over removeAfterMs before it goes.
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import styled, { keyframes } from 'styled-components'

import { useRemovePopup } from '@/state/application/hooks'

const shrink = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`

const Card = styled.div`
  position: relative;
  display: flex;
  gap: 12px;
  width: 100%;
  box-sizing: border-box;
  padding: 16px 40px 20px 16px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  border: 1px solid ${({ theme }) => theme.border};
  box-shadow: ${({ theme }) => theme.shadow};
  @media (max-width: ${({ theme }) => theme.breakpoint.small}) {
    min-width: 290px;
  }
`

const Close = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 28px;
  height: 28px;
  border: none;
  border-radius: 50%;
  background: none;
  color: ${({ theme }) => theme.textMuted};
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.surfaceHover};
  }
`

const Countdown = styled.div<{ $ms: number }>`
  position: absolute;
  left: 0;
  bottom: 0;
  width: 100%;
  height: 4px;
  background: ${({ theme }) => theme.primary};
  transform-origin: left;
  animation: ${shrink} ${({ $ms }) => $ms}ms linear forwards;
`

export function PopupItem({
  popupKey,
  removeAfterMs,
  testId,
  children,
}: {
  popupKey: string
  testId: string
  removeAfterMs: number | null
  children: ReactNode
}) {
  const { t } = useTranslation()
  const removePopup = useRemovePopup()

  useEffect(() => {
    if (removeAfterMs === null) return undefined
    const timeout = setTimeout(() => removePopup(popupKey), removeAfterMs)
    return () => clearTimeout(timeout)
  }, [popupKey, removeAfterMs, removePopup])

  return (
    <Card role="status" data-testid={testId}>
      <Close type="button" aria-label={t('popups.close')} onClick={() => removePopup(popupKey)}>
        ×
      </Close>
      {children}
      {removeAfterMs !== null && <Countdown $ms={removeAfterMs} data-testid="popup-countdown" />}
    </Card>
  )
}
