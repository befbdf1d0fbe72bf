// What other folders may use of account: the rest of the folder is its own.
export { DeleteAccountCard } from "./delete-account-card";
export { DownloadDataCard } from "./download-data-card";
export { browserTimeZone, useKeepTimeZone } from "./keep-time-zone";
export { LazyAccountMenu } from "./lazy-account-menu";
export { PasswordCard } from "./password-card";
export { ProfileCard } from "./profile-card";
export { SessionsCard } from "./sessions-card";
