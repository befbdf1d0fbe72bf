// A generic webhook's signing secret, shown this once: when the webhook is connected and when its
// secret is rolled. The server never answers it again, so the panel says so and offers a copy.
import "../../lib/chat-words"; // this part's words (the first page's catalogue leaves them out)
import { useId } from "react";
import { Copy, KeyRound } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { copyText } from "../../lib/copy-text";
import { t } from "i18next";

export function SigningSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950"
    >
      <h4 id={`${id}-title`} className="flex items-center gap-1.5 text-sm font-semibold">
        <KeyRound aria-hidden className="size-4" />
        <label htmlFor={id}>{t("chats.secret.title")}</label>
      </h4>
      <p id={`${id}-once`} className="text-sm">
        {t("chats.secret.once")}
      </p>
      {/* Focused as it appears (selected, ready to copy): it may be below what the dialog shows. */}
      <Input
        id={id}
        autoFocus
        readOnly
        value={secret}
        aria-describedby={`${id}-once`}
        onFocus={(event) => event.currentTarget.select()}
        className="font-mono sm:text-xs"
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void copyText(secret, t("chats.secret.copied"))}
        >
          <Copy aria-hidden />
          {t("chats.secret.copy")}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t("chats.secret.done")}
        </Button>
      </div>
    </section>
  );
}
