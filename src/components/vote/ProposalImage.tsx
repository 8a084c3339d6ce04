// An image in a proposal description: never fetched on its own (the author would learn who reads the proposal and
// when); a placeholder naming the host loads it on click, without a referrer.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ChipButton } from '@/components/ui'

function hostOf(src: string): string {
  try {
    return new URL(src, window.location.href).host
  } catch {
    return src
  }
}

export function ProposalImage({ src, alt }: { src?: string; alt?: string }) {
  const { t } = useTranslation()
  const [isLoaded, setIsLoaded] = useState(false)
  // urlTransform removed an unsafe URL: the alt text is all there is to show.
  if (!src) return alt ? <span>{alt}</span> : null
  if (isLoaded) return <img src={src} alt={alt ?? ''} referrerPolicy="no-referrer" />
  return (
    <ChipButton
      type="button"
      data-testid="proposal-image-placeholder"
      title={src}
      onClick={(event) => {
        event.preventDefault() // inside a markdown link, the click loads the image and does not follow the link
        setIsLoaded(true)
      }}
    >
      {t('vote.loadImage', { host: hostOf(src) })}
    </ChipButton>
  )
}
