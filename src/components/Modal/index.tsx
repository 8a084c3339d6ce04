// The app's dialog: a real modal (the rest of the page inert, Tab kept inside, Escape closes the topmost one, focus
// back on what opened it) that fades in and out in 200 ms and closes on a click outside. A centred card (420 px at
// most) on wide screens, a bottom sheet on phones; a downward drag of more than 300 px (or a fast flick) closes it.
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { tabbables, wrapTarget } from './focus'
import { makeOthersInert } from './inert'
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

/** Tab and Shift+Tab wrap around the dialog's controls instead of leaving it. */
function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return
  const target = wrapTarget(tabbables(event.currentTarget), document.activeElement, event.shiftKey)
  if (!target) return
  event.preventDefault()
  target.focus()
}

export function Modal({ isOpen, onDismiss, label, maxHeight = 90, children }: ModalProps) {
  // Stay mounted while fading out.
  const [isMounted, setIsMounted] = useState(isOpen)
  const [isVisible, setIsVisible] = useState(false)
  // What had focus when the dialog opened, read before a child that focuses itself moves it.
  const [wasOpen, setWasOpen] = useState(false)
  const [opener, setOpener] = useState<Element | null>(null)
  const overlayRef = useRef<HTMLDivElement>(null)
  const cardRef = useRef<HTMLDivElement>(null)
  const drag = useDragToClose(onDismiss)

  // Mount in the same render that opens, so the focus effect below finds the card.
  if (isOpen && !isMounted) setIsMounted(true)
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen)
    if (isOpen) setOpener(document.activeElement)
  }

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
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      // Only the topmost dialog: one opened over this one makes this one inert.
      if (event.key === 'Escape' && !overlayRef.current?.closest('[inert]')) onDismiss()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isOpen, onDismiss])

  useEffect(() => {
    const overlay = overlayRef.current
    if (!isOpen || !overlay) return
    const restore = makeOthersInert(overlay)
    // Focus moves into the dialog (a child that focused itself keeps it) and returns to what opened it.
    if (!cardRef.current?.contains(document.activeElement)) cardRef.current?.focus()
    return () => {
      restore()
      // After the event that closed the dialog: an Enter's keypress would otherwise click the opener and reopen it.
      setTimeout(() => {
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
      })
    }
  }, [isOpen, opener])

  if (!isMounted) return null
  return createPortal(
    <Overlay
      ref={overlayRef}
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
        $visible={isVisible}
        $fadeMs={MODAL_FADE_MS}
        // Dragged, the card follows the finger at once (no slide transition).
        style={drag.offset ? { transform: `translateY(${drag.offset}px)`, transition: 'none' } : undefined}
        onKeyDown={keepTabInside}
        {...drag.handlers}
      >
        {children}
      </Card>
    </Overlay>,
    document.body,
  )
}
