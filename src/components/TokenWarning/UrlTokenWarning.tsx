// The import-token warning for tokens that arrive by URL (swap, add, remove, staking links): the currency
// dialog's import view, shown by the page before the token can be used. Import adds it to the user's tokens;
// closing the dialog declines, and the page drops the token (onDecline).
import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/Modal'
import { ImportToken } from '@/components/SearchModal/ImportToken'
import { useUntrustedUrlTokens } from '@/hooks/tokens/useUrlTokens'
import type { Token } from '@/sdk'

interface Props {
  currencyIdA?: string | null
  currencyIdB?: string | null
  /** The user refused the tokens: the page leaves them out (clears them from the URL). */
  onDecline: (tokens: Token[]) => void
}

const NOTHING = () => undefined

export function UrlTokenWarning({ currencyIdA, currencyIdB, onDecline }: Props) {
  const { t } = useTranslation()
  const tokens = useUntrustedUrlTokens(currencyIdA, currencyIdB)
  const decline = () => onDecline(tokens)
  // One token at a time: once imported it is known, and the next one (if any) shows.
  const token = tokens[0]
  return (
    <Modal isOpen={Boolean(token)} onDismiss={decline} label={t('search.importTokenTitle')}>
      {token ? (
        <div data-testid="url-token-warning">
          <ImportToken key={token.address} token={token} onDismiss={decline} onImported={NOTHING} />
        </div>
      ) : null}
    </Modal>
  )
}
