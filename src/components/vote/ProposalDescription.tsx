// A proposal's untrusted description as markdown: raw HTML skipped, link and image URLs limited to safe schemes,
// images loaded only on click.
import Markdown, { type Components } from 'react-markdown'
import styled from 'styled-components'

import { safeMarkdownUrl } from '@/utils/governance/markdownUrl'

import { ProposalImage } from './ProposalImage'

const Wrapper = styled.div`
  overflow-wrap: anywhere;
  line-height: 1.5;
  & img {
    max-width: 100%;
  }
  & a {
    color: ${({ theme }) => theme.link};
  }
`

const COMPONENTS: Components = {
  // A proposal author's link leaves the app without handing it the opener.
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ),
  // Remote images wait for a click (see ProposalImage).
  img: ({ src, alt }) => <ProposalImage src={typeof src === 'string' ? src : undefined} alt={alt} />,
  // The author's headings sit under the page's h1 and the description's h3: one h1 per page, in order below.
  h1: ({ children }) => <h4>{children}</h4>,
  h2: ({ children }) => <h5>{children}</h5>,
  h3: ({ children }) => <h6>{children}</h6>,
  h4: ({ children }) => <h6>{children}</h6>,
  h5: ({ children }) => <h6>{children}</h6>,
}

export function ProposalDescription({ text }: { text: string }) {
  return (
    <Wrapper data-testid="proposal-description">
      <Markdown skipHtml urlTransform={safeMarkdownUrl} components={COMPONENTS}>
        {text}
      </Markdown>
    </Wrapper>
  )
}
