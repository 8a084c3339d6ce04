// Media queries from the theme's breakpoints, for styled-components: `${media.upToMedium} { … }`, and the touch-target
// rule built on them.
import { css } from 'styled-components'

import { lightTheme } from './theme'

const { small, medium, wide } = lightTheme.breakpoint

export const media = {
  /** Phones: the header takes two rows, the page card narrower margins. */
  upToSmall: `@media (max-width: ${small})`,
  /** Phones and tablets: the account pieces move to the bottom bar and header controls grow to touch size. */
  upToMedium: `@media (max-width: ${medium})`,
  /** Desktops: wider than a tablet. */
  fromMedium: `@media (min-width: calc(${medium} + 0.02px))`,
  /**
   * Desktops narrower than a wide laptop (1366 px): the header keeps one row by showing the logo without the title
   * and the network's logo without its name (both still name themselves to assistive technology).
   */
  /** Narrower than a wide laptop: the header bar keeps the app's own pages, its outside links move into the menu. */
  upToWide: `@media (max-width: calc(${wide} - 0.02px))`,
  fromWide: `@media (min-width: ${wide})`,
  compactDesktop: `@media (min-width: calc(${medium} + 0.02px)) and (max-width: calc(${wide} - 0.02px))`,
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

/** The height the block number fixed above the bottom bar takes, with its offset: room a page's end keeps for it. */
export const BLOCK_NUMBER_ROOM = '40px'

/** Out of sight, still read by assistive technology (a label whose visible form is an icon at some widths). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`
