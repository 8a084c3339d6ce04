// What the entry evaluates third, in a task of its own (src/main.tsx): the libraries the app's shell is made of. They
// share the 'vendor' chunk (vite.config.ts), so this task evaluates that chunk whole, and React DOM (CommonJS,
// evaluated when first required) with it; the app's own modules follow in the start's task. Evaluated together, the
// two were the load's longest task.
export { configureStore } from '@reduxjs/toolkit'
export { Web3ReactProvider } from '@web3-react/core'
export { default as i18next } from 'i18next'
export { createRoot } from 'react-dom/client'
export { initReactI18next } from 'react-i18next'
export { Provider } from 'react-redux'
export { HashRouter } from 'react-router-dom'
export { default as styled } from 'styled-components'
