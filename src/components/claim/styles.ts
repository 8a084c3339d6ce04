// Styles only the claim dialogs use: the explorer link under the claimed amount.
import styled from 'styled-components'

import { ExternalLink } from '@/components/ui'

export const ExplorerLink = styled(ExternalLink)`
  text-align: center;
`
