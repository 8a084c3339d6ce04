// The manage view: the Lists and Tokens tabs, with back to search.
import type { TokenList } from '@uniswap/token-lists'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { Column, ModalBody, ModalHeader } from '@/components/ui'
import type { Token } from '@/sdk'

import { ManageLists } from './ManageLists'
import { ManageTokens } from './ManageTokens'

const Tabs = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.surfaceSecondary};
`

const Tab = styled.button<{ $active: boolean }>`
  padding: 8px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme, $active }) => ($active ? theme.surface : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.text : theme.textMuted)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`

interface Props {
  onBack: () => void
  onDismiss: () => void
  onImportList: (url: string, list: TokenList) => void
  onImportToken: (token: Token) => void
}

export function Manage({ onBack, onDismiss, onImportList, onImportToken }: Props) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<'lists' | 'tokens'>('lists')
  return (
    <Column>
      <ModalBody>
        <ModalHeader title={t('manage.title')} onBack={onBack} onClose={onDismiss} />
        <Tabs role="tablist">
          <Tab
            type="button"
            role="tab"
            aria-selected={tab === 'lists'}
            $active={tab === 'lists'}
            onClick={() => setTab('lists')}
          >
            {t('manage.listsTab')}
          </Tab>
          <Tab
            type="button"
            role="tab"
            aria-selected={tab === 'tokens'}
            $active={tab === 'tokens'}
            onClick={() => setTab('tokens')}
          >
            {t('manage.tokensTab')}
          </Tab>
        </Tabs>
      </ModalBody>
      {tab === 'lists' ? <ManageLists onImportList={onImportList} /> : <ManageTokens onImportToken={onImportToken} />}
    </Column>
  )
}
