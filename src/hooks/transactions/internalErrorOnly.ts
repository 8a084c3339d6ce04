// The vote, delegate and staking dialogs' reading of a failed send (the spec): only the wallet's -32603 has an
// error view, which says why in the user's words; any other failure, a refusal included, is logged and the dialog
// goes back to its form.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import type { DescribeFailure } from '@/hooks/transactions/useConfirmationFlow'
import { failureText } from '@/utils/transactions/failureReason'

type Translate = (key: string) => string

export function internalErrorOnly(t: Translate): DescribeFailure {
  return (error, kind) => {
    console.error(error)
    return kind === 'internal' ? failureText(t, error) : null
  }
}

/** internalErrorOnly in the page's language, stable while the language is. */
export function useInternalErrorOnly(): DescribeFailure {
  const { t } = useTranslation()
  return useMemo(() => internalErrorOnly((key) => t(key)), [t])
}
