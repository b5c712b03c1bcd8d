// Accounts as the shop manages them: the admin's user table (router.ts, mounted by the admin area) and the
// rule that the shop keeps an admin who can log in.
export { lockAdminsWhoCanLogIn } from './service.ts';
