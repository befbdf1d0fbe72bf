// What other folders may use of chat: the rest of the folder is its own.
export { LazyChatsDialog } from "./lazy-chats-dialog";
