// The TypeScript compiler API bundled by @ts-morph/common, for openapi-typescript (see api-contract.ts).
module.exports = require('@ts-morph/common').ts
