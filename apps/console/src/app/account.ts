/** Re-export: the logged-in account hook lives with the account calls. */
export { diamondCount, serverNow, useAccount, useServerTime } from '../api/account';
