// One connected chat as its owner sees it: its kind, name and masked address, a notice while it
// is turned off, the message switches, "Send a test message" with the answer below it, the last
// attempts, and for a webhook "Roll secret"; "Remove" asks first.
import "../../lib/chat-words"; // this part's words (the first page's catalogue leaves them out)
import { useEffect, useId, useRef, useState } from "react";
import { Power, RefreshCw, Send, Trash2 } from "lucide-react";
import type { ChatTarget } from "../../../shared/responses";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { formatDateTime } from "../../lib/dates";
import { ChatAttempts } from "./chat-attempts";
import type { ChatOwner } from "./chat-calls";
import { kindName } from "./chat-words-of";
import { MessageSwitches } from "./message-switches";
import { SigningSecret } from "./signing-secret";
import { TestAnswer } from "./test-answer";
import { useChangeChat, useRemoveChat, useRollSecret, useTestChat } from "./use-chats";
import { t } from "i18next";

export function ChatCard({
  owner,
  chat,
  secret,
  fresh,
  onSecret,
  onRemoved,
}: {
  owner: ChatOwner;
  chat: ChatTarget;
  /** Its signing secret, while it is shown (once: just connected, or just rolled). */
  secret: string | null;
  /** Just connected: it takes the focus (a webhook's secret field takes it instead). */
  fresh: boolean;
  onSecret: (secret: string | null) => void;
  onRemoved: () => void;
}) {
  const id = useId();
  const [confirm, setConfirm] = useState<"remove" | "roll" | null>(null);
  const change = useChangeChat(owner, chat.id);
  const test = useTestChat(owner, chat.id);
  const roll = useRollSecret(owner, chat.id);
  const remove = useRemoveChat(owner, chat.id, onRemoved);
  const onOpenChange = (open: boolean) => !open && setConfirm(null);
  const card = useRef<HTMLElement>(null);
  const focusCard = fresh && !secret;
  useEffect(() => {
    if (focusCard) card.current?.focus();
  }, [focusCard]);

  return (
    <li>
      <article
        ref={card}
        tabIndex={-1}
        aria-labelledby={`${id}-name`}
        className="grid gap-3 rounded-xl border border-border bg-surface p-3 focus-visible:outline-2 focus-visible:outline-ring sm:p-4"
      >
        <header className="grid gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <h4 id={`${id}-name`} className="min-w-0 text-base font-semibold break-words">
              {chat.name}
            </h4>
            {/* A chat left unnamed is called by its kind already. */}
            {chat.name !== kindName[chat.kind]() && (
              <Badge variant="secondary">{kindName[chat.kind]()}</Badge>
            )}
            {!chat.active && <Badge variant="outline">{t("chats.off.badge")}</Badge>}
          </div>
          <p className="font-mono text-xs break-all text-muted-foreground">{chat.shown}</p>
        </header>

        {!chat.active && (
          <div
            role="status"
            className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-2.5 text-sm text-amber-950"
          >
            <p>
              {chat.turnedOffAt
                ? t("chats.off.failing", { date: formatDateTime(chat.turnedOffAt) })
                : t("chats.off.byHand")}
            </p>
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              disabled={change.isPending}
              onClick={() => change.mutate({ active: true })}
            >
              <Power aria-hidden />
              {t("chats.off.turnOn")}
            </Button>
          </div>
        )}

        {secret && <SigningSecret secret={secret} onDone={() => onSecret(null)} />}

        <MessageSwitches
          messages={chat.messages}
          disabled={change.isPending}
          onChange={(kind, on) => change.mutate({ messages: { [kind]: on } })}
        />

        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={test.isPending}
            onClick={() => test.mutate()}
          >
            <Send aria-hidden />
            {test.isPending ? t("chats.test.busy") : t("chats.test.send")}
          </Button>
          {chat.kind === "webhook" && (
            <Button variant="outline" size="sm" onClick={() => setConfirm("roll")}>
              <RefreshCw aria-hidden />
              {t("chats.secret.roll")}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive sm:ml-auto"
            onClick={() => setConfirm("remove")}
          >
            <Trash2 aria-hidden />
            {t("chats.remove.item")}
          </Button>
        </div>

        <div aria-live="polite">{test.data && <TestAnswer result={test.data} />}</div>

        <ChatAttempts attempts={chat.attempts} />
      </article>

      <ConfirmDialog
        open={confirm === "remove"}
        onOpenChange={onOpenChange}
        title={t("chats.remove.title")}
        description={t("chats.remove.text", { name: chat.name })}
        confirmLabel={t("chats.remove.item")}
        busyLabel={t("chats.remove.busy")}
        destructive
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
      <ConfirmDialog
        open={confirm === "roll"}
        onOpenChange={onOpenChange}
        title={t("chats.secret.rollTitle")}
        description={t("chats.secret.rollText")}
        confirmLabel={t("chats.secret.roll")}
        busyLabel={t("chats.secret.rollBusy")}
        busy={roll.isPending}
        onConfirm={() =>
          roll.mutate(undefined, {
            onSuccess: ({ signingSecret }) => {
              setConfirm(null);
              onSecret(signingSecret);
            },
          })
        }
      />
    </li>
  );
}
