// The app's hash router: react-router's API for the parts the app uses, in a few hundred bytes instead of ~12 KB.
export { type NavigateFunction, type NavigateOptions, useLocation, useNavigate, useParams } from './context'
export { createHashHistory, createMemoryHistory, type RouterHistory } from './history'
export { Link, type LinkProps } from './Link'
export { type Location, matchPattern, type Params, parsePath, type To } from './path'
export { HashRouter, MemoryRouter, Router } from './Router'
export { Navigate, Route, Routes } from './Routes'
