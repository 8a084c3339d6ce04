export { RouteTokenWarning } from './RouteTokenWarning'
export { SwapTokenWarning } from './SwapTokenWarning'
export { UrlTokenWarning } from './UrlTokenWarning'
