// The app's dialog: an overlay with a centred card (420 px at most) that fades in and out in 200 ms and closes
// on Escape, on a click outside, or on a downward drag of more than 300 px (or a fast flick) on touch screens.
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { Card, Overlay } from './styles'
import { useDragToClose } from './useDragToClose'

export const MODAL_FADE_MS = 200

export interface ModalProps {
  isOpen: boolean
  onDismiss: () => void
  /** Accessible name of the dialog. */
  label: string
  /** Percent of the viewport height (the spec: 90 by default). */
  maxHeight?: number
  children: ReactNode
}

export function Modal({ isOpen, onDismiss, label, maxHeight = 90, children }: ModalProps) {
  // Stay mounted while fading out.
  const [isMounted, setIsMounted] = useState(isOpen)
  const [isVisible, setIsVisible] = useState(false)
  const cardRef = useRef<HTMLDivElement>(null)
  const drag = useDragToClose(onDismiss)

  // Mount in the same render that opens, so the focus effect below finds the card.
  if (isOpen && !isMounted) setIsMounted(true)

  useEffect(() => {
    if (isOpen) {
      // Next frame, so the transition starts from the hidden state.
      const frame = requestAnimationFrame(() => setIsVisible(true))
      return () => cancelAnimationFrame(frame)
    }
    setIsVisible(false)
    const timer = setTimeout(() => setIsMounted(false), MODAL_FADE_MS)
    return () => clearTimeout(timer)
  }, [isOpen])

  useEffect(() => {
    if (!isOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isOpen, onDismiss])

  useEffect(() => {
    if (!isOpen) return
    // Focus moves into the dialog and returns to what opened it.
    const previous = document.activeElement as HTMLElement | null
    cardRef.current?.focus()
    return () => previous?.focus?.()
  }, [isOpen])

  if (!isMounted) return null
  return createPortal(
    <Overlay
      $visible={isVisible}
      $fadeMs={MODAL_FADE_MS}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onDismiss()
      }}
    >
      <Card
        ref={cardRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        $maxHeight={maxHeight}
        style={drag.offset ? { transform: `translateY(${drag.offset}px)` } : undefined}
        {...drag.handlers}
      >
        {children}
      </Card>
    </Overlay>,
    document.body,
  )
}
