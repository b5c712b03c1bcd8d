// The discount codes area's public surface: deciding a code for an order, and the admin's router.
export { decideCode } from './codes.ts';
export { discountCodesRouter } from './router.ts';
export { CODE_REFUSED, createCodeTries, tryCode, type CodeTries } from './code-tries.ts';
