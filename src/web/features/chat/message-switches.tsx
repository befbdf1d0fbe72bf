// The four messages a chat may be sent, each a switch of its own that saves as it turns.
import "../../lib/chat-words"; // this part's words (the first page's catalogue leaves them out)
import { useId } from "react";
import { chatMessageKinds, type ChatMessageKind } from "../../../shared/chat";
import { Switch } from "../../components/ui/switch";
import { messageName } from "./chat-words-of";
import { t } from "i18next";

export function MessageSwitches({
  messages,
  disabled,
  onChange,
}: {
  messages: Record<ChatMessageKind, boolean>;
  disabled: boolean;
  onChange: (kind: ChatMessageKind, on: boolean) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-xs font-medium text-muted-foreground">
        {t("chats.messages.title")}
      </legend>
      <ul className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {chatMessageKinds.map((kind) => (
          <li key={kind} className="flex items-center justify-between gap-3 py-1">
            <label htmlFor={`${id}-${kind}`} className="text-sm text-foreground">
              {messageName[kind]()}
            </label>
            <Switch
              id={`${id}-${kind}`}
              checked={messages[kind]}
              disabled={disabled}
              onCheckedChange={(on) => onChange(kind, on)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
