// What other folders may use of notifications: the rest of the folder is its own.
export { EmailNotificationsCard, KindRow } from "./email-notifications-card";
export { useUnsubscribe } from "./use-unsubscribe";
