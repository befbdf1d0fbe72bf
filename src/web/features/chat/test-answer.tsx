// What a chat answered to "Send a test message": its status and how long it took, or why it
// failed (by its code, in the reader's words; the server's technical few words on hover), and
// the start of its body. Said politely to screen readers as it arrives.
import "../../lib/chat-words"; // this part's words (the first page's catalogue leaves them out)
import { CircleAlert, CircleCheck } from "lucide-react";
import type { ChatTestResult } from "../../../shared/responses";
import { cn } from "../../lib/cn";
import { failureName } from "./chat-words-of";
import { t } from "i18next";

/** What to do about a failure, where there is something to say. */
const advice: Partial<Record<NonNullable<ChatTestResult["failure"]>, () => string>> = {
  // The connection closed after the message went out: not "unreachable", it may be in the chat.
  noAnswer: () => t("chats.test.mayHaveArrived"),
  notSent: () => t("chats.test.reconnect"),
};

export function TestAnswer({ result }: { result: ChatTestResult }) {
  const Icon = result.ok ? CircleCheck : CircleAlert;
  const answer = result.answer.trim();
  const advise = result.failure ? advice[result.failure] : undefined;
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
          {result.failure ? (
            // Red-700: the destructive red-600 on this box's red tint is under 4.5:1.
            <span className="block font-normal text-red-700" title={result.error ?? undefined}>
              {t("chats.test.failedBecause", { error: failureName[result.failure]() })}
            </span>
          ) : (
            result.error && (
              <span className="block font-normal text-red-700">
                {t("chats.test.failedBecause", { error: result.error })}
              </span>
            )
          )}
          {advise && <span className="block font-normal">{advise()}</span>}
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
