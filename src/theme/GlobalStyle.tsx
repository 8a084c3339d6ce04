// Page-wide styles from the theme: background, text colour, font, the browser's color-scheme and room for the
// bottom bar.
import { createGlobalStyle } from 'styled-components'

import { BLOCK_NUMBER_ROOM, BOTTOM_BAR_HEIGHT, media } from './media'

export const GlobalStyle = createGlobalStyle`
  :root {
    color-scheme: ${({ theme }) => theme.mode};
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html, body {
    margin: 0;
    padding: 0;
    min-height: 100%;
    background-color: ${({ theme }) => theme.background};
    color: ${({ theme }) => theme.text};
    font-family: ${({ theme }) => theme.fontFamily};
    font-size: 16px;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  body {
    /* Room under the last card for the account bar fixed at the bottom on phones (0 on a desktop). */
    padding-bottom: ${BOTTOM_BAR_HEIGHT};

    /* Phones and tablets: and for the block number fixed just above that bar (components/BlockNumber). */
    ${media.upToMedium} {
      padding-bottom: calc(${BOTTOM_BAR_HEIGHT} + ${BLOCK_NUMBER_ROOM});
    }
  }

  button, input, select, textarea {
    font-family: inherit;
  }

  a {
    color: ${({ theme }) => theme.link};
  }

  /* Every control shows where keyboard focus is (components never remove it without this replacement). */
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.focusRing};
    outline-offset: 2px;
  }

  /* Users who ask for less motion get none: no fades, slides or spinning (confetti checks the same setting). No
     transition at all, rather than a very short one: a duration on every element would start a transition of every
     property (transition-property defaults to all) on every change, so a theme switch left text in the old colour
     until the next frame drew. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition: none !important;
      scroll-behavior: auto !important;
    }
  }
`
