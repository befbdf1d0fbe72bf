// The four messages a chat may be sent, each a switch of its own that saves as it turns.
import "../../lib/chat-words"; // this part's words (the first page's catalogue leaves them out)
import { useId } from "react";
import { Switch } from "radix-ui";
import {
  chatMessageKinds,
  type ChatMessageKind,
} from "../../../shared/features/notifications/kinds";
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
              {messageName(kind)}
            </label>
            <Switch.Root
              id={`${id}-${kind}`}
              checked={messages[kind]}
              disabled={disabled}
              onCheckedChange={(on) => onChange(kind, on)}
              className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-500 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary"
            >
              <Switch.Thumb className="pointer-events-none block size-5 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[1.375rem]" />
            </Switch.Root>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
