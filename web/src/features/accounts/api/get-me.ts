// The signed-in user lives with the account entity (entities/account), which every feature may read.
export { getMe, meQueryKey, meQueryOptions, useMe } from '../../../entities/account/api/get-me.ts'
