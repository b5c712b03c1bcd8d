// The account's own data, for the account: its export.
export { accountDataRouter } from './router.ts';
