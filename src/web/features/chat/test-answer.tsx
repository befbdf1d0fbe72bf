// What a chat answered to "Send a test message": its status and how long it took, or why it
// failed, and the start of its body. Said politely to screen readers as it arrives.
import "../../lib/chat-words"; // this part's words (the first page's catalogue leaves them out)
import { CircleAlert, CircleCheck } from "lucide-react";
import type { ChatTestResult } from "../../../shared/responses";
import { cn } from "../../lib/cn";
import { t } from "i18next";

export function TestAnswer({ result }: { result: ChatTestResult }) {
  const Icon = result.ok ? CircleCheck : CircleAlert;
  const answer = result.answer.trim();
  return (
    <div
      className={cn(
        "grid gap-1.5 rounded-lg border p-2.5 text-sm",
        result.ok ? "border-emerald-300 bg-emerald-50" : "border-destructive/40 bg-destructive/5",
      )}
    >
      <p className="flex items-start gap-1.5 font-medium">
        <Icon
          aria-hidden
          className={cn(
            "mt-0.5 size-4 shrink-0",
            result.ok ? "text-emerald-700" : "text-destructive",
          )}
        />
        <span>
          {result.status === null
            ? t("chats.test.noAnswer", { ms: result.durationMs })
            : t("chats.test.answered", { status: result.status, ms: result.durationMs })}
          {result.error && (
            <span className="block font-normal text-destructive">
              {t("chats.test.failedBecause", { error: result.error })}
            </span>
          )}
        </span>
      </p>
      {answer && (
        <div>
          <p className="text-xs text-muted-foreground">{t("chats.test.answer")}</p>
          <pre className="max-h-24 overflow-auto rounded bg-muted px-2 py-1 font-mono text-xs break-all whitespace-pre-wrap">
            {answer}
          </pre>
        </div>
      )}
    </div>
  );
}
