// The claim hooks: claims file, per-account claim, availability, unclaimed amount, claim transaction.
export { claimOf, type ClaimsByAccount, parseClaimsFile, type UserClaimData } from './claimsFile'
export { formatClaimAmount } from './formatClaimAmount'
export { useClaimCallback } from './useClaimCallback'
export { useClaims, useUserClaimData } from './useUserClaimData'
export { useUserHasAvailableClaim, useUserUnclaimedAmount } from './useUserHasAvailableClaim'
