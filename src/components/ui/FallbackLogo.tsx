// A round logo that tries its image sources in order, moving on when one fails to load, and shows the first letter
// of a name when none loads (a currency's symbol, a token list's name).
import { useState } from 'react'
import styled from 'styled-components'

const Img = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  flex: none;
  object-fit: cover;
`

/** accent: a currency (the primary tint); muted: a token list. */
export type LogoTone = 'accent' | 'muted'

const Badge = styled.span<{ $size: number; $tone: LogoTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.primarySoft : theme.surfaceSecondary)};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.link : theme.textMuted)};
  font-size: ${({ $size }) => Math.round($size * 0.45)}px;
  font-weight: 600;
  &::before {
    content: attr(data-letter);
  }
`

interface Props {
  /** Loadable, already vetted URLs (logoImageURL), best first. */
  sources: readonly string[]
  /** The name whose first letter stands in when no source loads. */
  name: string
  size: number
  tone: LogoTone
}

export function FallbackLogo({ sources, name, size, tone }: Props) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set())
  const source = sources.find((candidate) => !failed.has(candidate))

  if (source) {
    return (
      <Img
        $size={size}
        src={source}
        alt=""
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed((previous) => new Set(previous).add(source))}
      />
    )
  }
  return (
    // The letter is drawn by CSS, not text: a decoration must not join the visible text of the button it sits in
    // (a button named 'Network: Local' showing 'L Local' fails WCAG 2.5.3, label in name).
    <Badge $size={size} $tone={tone} aria-hidden="true" data-letter={name.slice(0, 1).toUpperCase()} />
  )
}
