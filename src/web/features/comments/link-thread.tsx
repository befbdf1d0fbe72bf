// The thread, loaded as its own chunk the first time any thread opens: the event page's own
// JavaScript stays as it was, and linkifyjs comes only with the first comments read.
import { lazy, Suspense, type ComponentProps } from "react";
import { t } from "i18next";
import { retryImport } from "../../lib/retry-import";

const CommentThread = lazy(() =>
  retryImport(() => import("./comment-thread")).then((module) => ({
    default: module.CommentThread,
  })),
);

export function LinkThread(props: ComponentProps<typeof CommentThread>) {
  return (
    <Suspense
      fallback={<p className="mt-4 text-sm text-muted-foreground">{t("common.loading")}</p>}
    >
      <CommentThread {...props} />
    </Suspense>
  );
}
