// Placeholder: i18next with languages loaded on demand from public/locales is being written.
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

void i18n.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } })

export default i18n
