// The thread, loaded as its own chunk the first time any thread opens: the event page's own
// JavaScript stays as it was, and linkifyjs comes only with the first comments read.
import type { ComponentProps } from "react";
import { t } from "i18next";
import { lazyComponent } from "../../lib/lazy-component";
import type { CommentThread } from "./comment-thread";

const Thread = lazyComponent<ComponentProps<typeof CommentThread>>(() =>
  import("./comment-thread").then((module) => module.CommentThread),
);

export function LinkThread(props: ComponentProps<typeof CommentThread>) {
  const Loaded = Thread.useComponent();
  if (!Loaded) return <p className="mt-4 text-sm text-muted-foreground">{t("common.loading")}</p>;
  return <Loaded {...props} />;
}
