// Which fuzz test file takes which routes. Kept out of the test files themselves: importing a
// test file from another would register its tests there too, and run them twice.

/** fuzz-results.test.ts: deadlines' neighbours, downloads, notification settings, unsubscribe. */
export const RESULT_ROUTES =
  /\/(turnout|reminders|result-link|results|export\.|notifications|unsubscribe)/;

/** fuzz-account.test.ts: deleting the account, what that would remove, the data download. */
export const ACCOUNT_ROUTES = /^(DELETE \/api\/me|GET \/api\/me\/(data|deletion))$/;

/** fuzz-groups.test.ts: standing groups (decision 226) and "Make this a regular". */
export const GROUP_ROUTES = /^\w+ \/api\/(groups|events\/:id\/regular)/;
