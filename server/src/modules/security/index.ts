// The security module's public face: its plugin, and what better-auth's set-up in accounts/auth.ts needs for
// two-factor (the backup codes' shape, the issuer, the gate that makes every first factor ask for it).
export { secondFactorGatePlugin } from './second-factor-gate.ts'
export { type SecurityOptions, securityModule } from './security.plugin.ts'
export { generateBackupCodes, TWO_FACTOR_ISSUER } from './two-factor-options.ts'
