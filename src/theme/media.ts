// Media queries from the theme's breakpoints, for styled-components: `${media.upToMedium} { … }`, and the touch-target
// rule built on them.
import { css } from 'styled-components'

import { lightTheme } from './theme'

const { small, medium } = lightTheme.breakpoint

export const media = {
  /** Phones: the header takes two rows, the page card narrower margins. */
  upToSmall: `@media (max-width: ${small})`,
  /** Phones and tablets: the account pieces move to the bottom bar and header controls grow to touch size. */
  upToMedium: `@media (max-width: ${medium})`,
}

/** The smallest comfortable touch target (WCAG 2.5.5; Apple's and Google's guidance), on phones and tablets. */
export const MIN_TOUCH_TARGET = '44px'

/** A control's minimum size on phones and tablets; a desktop keeps its compact look. */
export const touchTarget = css`
  ${media.upToMedium} {
    min-width: ${MIN_TOUCH_TARGET};
    min-height: ${MIN_TOUCH_TARGET};
  }
`

/** The fixed bottom bar's current height (0 on a desktop), kept by the bar itself; for what must stay above it. */
export const BOTTOM_BAR_HEIGHT = 'var(--bottom-bar-height, 0px)'
