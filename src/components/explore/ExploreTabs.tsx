// The explorer's two tables, pools and tokens, one link away from each other.
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'

import { TabLinks } from './styles'

export function ExploreTabs() {
  const { t } = useTranslation()
  return (
    <TabLinks aria-label={t('explore.label')}>
      <NavLink to="/pools" end data-testid="explore-pools">
        {t('explore.pools')}
      </NavLink>
      <NavLink to="/tokens" end data-testid="explore-tokens">
        {t('explore.tokens')}
      </NavLink>
    </TabLinks>
  )
}
