// A chat's last attempts (at most CHAT_ATTEMPTS_SHOWN, newest first): when, what was sent, the
// chat's status and how long it took. Collapsed by default: the owner looks when something is
// wrong.
import "../../lib/chat-words"; // this part's words (the first page's catalogue leaves them out)
import type { ChatAttempt } from "../../../shared/responses";
import { formatDateTime } from "../../lib/dates";
import { cn } from "../../lib/cn";
import { failureName, messageName } from "./chat-words-of";
import { t } from "i18next";

export function ChatAttempts({ attempts }: { attempts: ChatAttempt[] }) {
  if (attempts.length === 0)
    return <p className="text-sm text-muted-foreground">{t("chats.attempts.none")}</p>;
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer rounded-md font-medium text-foreground focus-visible:outline-2 focus-visible:outline-ring">
        {t("chats.attempts.show", { n: attempts.length })}
      </summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">{t("chats.attempts.caption")}</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                {t("chats.attempts.time")}
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                {t("chats.attempts.message")}
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                {t("chats.attempts.status")}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t("chats.attempts.duration")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {attempts.map((attempt, i) => (
              <tr key={`${attempt.at}-${i}`}>
                <td className="py-1 pr-2 whitespace-nowrap">{formatDateTime(attempt.at)}</td>
                <td className="py-1 pr-2">{messageName(attempt.message)}</td>
                <td
                  className={cn("py-1 pr-2", attempt.ok ? "text-foreground" : "text-destructive")}
                  title={attempt.error ?? undefined}
                >
                  {attempt.status ??
                    (attempt.failure
                      ? failureName[attempt.failure]()
                      : t("chats.attempts.noStatus"))}
                  {attempt.failure === "redirect" && (
                    <span className="block">{failureName.redirect()}</span>
                  )}
                  {/* A try recorded before the codes has only the server's few words. */}
                  {!attempt.failure && attempt.error && (
                    <span className="block break-all">{attempt.error}</span>
                  )}
                </td>
                <td className="py-1 text-right whitespace-nowrap">
                  {t("chats.attempts.ms", { ms: attempt.durationMs })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
