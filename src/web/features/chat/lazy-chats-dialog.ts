// The chats dialog in its own chunk, for the menus that open it now and then.
import { lazyDialog } from "../../components/lazy-dialog";

export const LazyChatsDialog = lazyDialog(() =>
  import("./chats-dialog").then((m) => m.ChatsDialog),
);
