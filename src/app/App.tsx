import { Navigate, Route, Routes } from 'react-router-dom'
import styled from 'styled-components'

import { Web3Status } from '@/components/Web3Status'

const Page = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.background};
  color: ${({ theme }) => theme.text};
  font-family: system-ui, sans-serif;
`

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 16px 24px;
`

const Title = styled.h1`
  margin: 0;
  font-size: 20px;
`

const Main = styled.main`
  max-width: 420px;
  margin: 48px auto;
  padding: 24px;
  border-radius: 24px;
  background: ${({ theme }) => theme.surface};
`

export function App() {
  return (
    <Page>
      <Header>
        <Title>Venom Swap</Title>
        <Web3Status />
      </Header>
      <Main>
        <Routes>
          <Route path="/swap" element={<p>Swap</p>} />
          <Route path="*" element={<Navigate to="/swap" replace />} />
        </Routes>
      </Main>
    </Page>
  )
}
