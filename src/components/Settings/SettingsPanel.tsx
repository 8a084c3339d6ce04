// The settings popover: transaction settings, and interface settings (expert mode with its confirmation,
// single-hop only, exact approvals, dark mode), and the user's own node. Loaded lazily by SettingsButton.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Toggle } from '@/components/ui'
import {
  useDarkModeManager,
  useExpertModeManager,
  useUserExactApproval,
  useUserSingleHopOnly,
} from '@/state/user/hooks'

import { ExpertModeConfirm } from './ExpertModeConfirm'
import { Line, Panel, Title } from './styles'
import { TransactionSettings } from './TransactionSettings'
import { UserNodeSettings } from './UserNodeSettings'

export function SettingsPanel() {
  const { t } = useTranslation()
  const [expertMode, toggleExpertMode] = useExpertModeManager()
  const [singleHopOnly, setSingleHopOnly] = useUserSingleHopOnly()
  const [exactApproval, setExactApproval] = useUserExactApproval()
  const [darkMode, toggleDarkMode] = useDarkModeManager()
  const [isConfirmOpen, setIsConfirmOpen] = useState(false)

  return (
    <Panel role="region" aria-label={t('settings.title')} data-testid="settings-panel">
      <TransactionSettings />
      <Title>{t('settings.interfaceSettings')}</Title>
      <Line>
        <span>{t('settings.expertMode')}</span>
        <Toggle
          testId="expert-mode-toggle"
          label={t('settings.expertMode')}
          isOn={expertMode}
          // Turning off is immediate; turning on goes through the confirmation.
          onToggle={() => (expertMode ? toggleExpertMode() : setIsConfirmOpen(true))}
        />
      </Line>
      <Line>
        <span>{t('settings.singleHop')}</span>
        <Toggle
          testId="single-hop-toggle"
          label={t('settings.singleHop')}
          isOn={singleHopOnly}
          onToggle={() => setSingleHopOnly(!singleHopOnly)}
        />
      </Line>
      <Line>
        <span>{t('settings.exactApproval')}</span>
        <Toggle
          testId="exact-approval-toggle"
          label={t('settings.exactApproval')}
          isOn={exactApproval}
          onToggle={() => setExactApproval(!exactApproval)}
        />
      </Line>
      <Line>
        <span>{t('settings.darkMode')}</span>
        <Toggle testId="dark-mode-toggle" label={t('settings.darkMode')} isOn={darkMode} onToggle={toggleDarkMode} />
      </Line>
      <UserNodeSettings />
      <ExpertModeConfirm
        isOpen={isConfirmOpen}
        onDismiss={() => setIsConfirmOpen(false)}
        onConfirm={() => {
          if (!expertMode) toggleExpertMode()
          setIsConfirmOpen(false)
        }}
      />
    </Panel>
  )
}

export default SettingsPanel
