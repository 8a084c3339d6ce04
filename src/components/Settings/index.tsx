// Settings entry point for pages: the gear button; the popover itself loads lazily on first opening.
export { SettingsButton } from './SettingsButton'
export { SettingsButton as default } from './SettingsButton'
