// The security module's public face: its plugin, and the second factor that app.ts hands to the accounts
// module for better-auth's set-up (the issuer, the backup codes' shape, the gate that makes every first
// factor ask for it), in the shape accounts declares (SecondFactor).
export { type SecurityOptions, securityModule } from './security.plugin.ts'
export { secondFactor } from './two-factor-options.ts'
