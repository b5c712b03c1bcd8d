// The account's own data, for the account: its export and its deletion.
export { accountDataRouter } from './router.ts';
