// "Make this a regular" in its own chunk: opened now and then, by an event's creator alone.
import { lazyDialog } from "../../components/lazy-dialog";

export const LazyMakeRegularDialog = lazyDialog(() =>
  import("./make-regular-dialog").then((m) => m.MakeRegularDialog),
);
