// "Chats" (issue #38): where an event's creator, or a group's admins, connect the group's Slack,
// Discord, Teams or Matrix chat, or a signed webhook, and see how each is doing. Its own chunk
// (opened now and then by one person), with its own words (lib/chat-words.ts).
import "../../lib/chat-words"; // this part's words (the first page's catalogue leaves them out)
import { useId, useRef, useState } from "react";
import { RotateCw } from "lucide-react";
import { CHAT_TARGETS_MAX } from "../../../shared/core/chat";
import { ActionDialog } from "../../components/action-dialog";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import type { ChatOwner } from "./chat-calls";
import { ChatCard } from "./chat-card";
import { ConnectChatForm } from "./connect-chat-form";
import { useChats } from "./use-chats";
import { t } from "i18next";

type Props = { owner: ChatOwner; open: boolean; onOpenChange: (open: boolean) => void };

export function ChatsDialog({ owner, open, onOpenChange }: Props) {
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      title={t("chats.title")}
      description={owner.kind === "event" ? t("chats.aboutEvent") : t("chats.aboutGroup")}
    >
      {open && <ChatsBody owner={owner} />}
    </ActionDialog>
  );
}

function ChatsBody({ owner }: { owner: ChatOwner }) {
  const chats = useChats(owner);
  const [connecting, setConnecting] = useState(false);
  // A webhook's signing secret, shown on its card this once (connected, or rolled).
  const [secret, setSecret] = useState<{ chatId: string; secret: string } | null>(null);
  // The chat just connected takes the focus (its card is last, maybe out of sight).
  const [fresh, setFresh] = useState<string | null>(null);
  const connectButton = useRef<HTMLButtonElement>(null);
  const listId = useId();

  if (chats.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted-foreground">
          {errorMessage(chats.error, t("chats.loadFailed"))}
        </p>
        <Button variant="outline" size="sm" onClick={() => void chats.refetch()}>
          <RotateCw aria-hidden />
          {t("common.tryAgain")}
        </Button>
      </div>
    );
  if (!chats.data) return <Spinner text={t("chats.loading")} className="py-8" />;

  if (connecting)
    return (
      <ConnectChatForm
        owner={owner}
        onCancel={() => setConnecting(false)}
        onConnected={({ chat, signingSecret }) => {
          setConnecting(false);
          setSecret(signingSecret ? { chatId: chat.id, secret: signingSecret } : null);
          setFresh(chat.id);
        }}
      />
    );

  const list = chats.data.chats;
  const full = list.length >= CHAT_TARGETS_MAX;
  return (
    <div className="grid gap-4">
      <section aria-labelledby={listId} className="grid gap-2">
        <h3 id={listId} className="text-sm font-semibold">
          {t("chats.listTitle")}
        </h3>
        {list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("chats.none")}</p>
        ) : (
          <ul className="grid gap-3">
            {list.map((chat) => (
              <ChatCard
                key={chat.id}
                owner={owner}
                chat={chat}
                secret={secret?.chatId === chat.id ? secret.secret : null}
                fresh={fresh === chat.id}
                onSecret={(shown) => setSecret(shown ? { chatId: chat.id, secret: shown } : null)}
                // Its card goes, and the focus with it: to Connect a chat.
                onRemoved={() => connectButton.current?.focus()}
              />
            ))}
          </ul>
        )}
      </section>
      {full ? (
        <p className="text-sm text-muted-foreground">
          {t("chats.full", { max: CHAT_TARGETS_MAX })}
        </p>
      ) : (
        <Button
          ref={connectButton}
          className="justify-self-start"
          onClick={() => setConnecting(true)}
        >
          {t("chats.connect.open")}
        </Button>
      )}
    </div>
  );
}
