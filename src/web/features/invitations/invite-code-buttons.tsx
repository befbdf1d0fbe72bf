import { Copy, Link2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { t } from "i18next";

async function copy(text: string, success: { title: string; description: string }) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(success.title, { description: success.description });
  } catch {
    // No clipboard (an old browser, or permission refused): show the text to copy by hand.
    toast.error(t("results.couldNotCopy"), { description: text });
  }
}

const inviteLink = (code: string) => `${window.location.origin}/invite/${code}`;

/** The invitation code as a badge that copies itself, and a button that copies the invite link. */
export function InviteCodeButtons({ code }: { code: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-label={t("invitations.copyCodeLabel", { code })}
        title={t("invitations.copyCodeTitle")}
        onClick={() =>
          void copy(code, {
            title: t("invitations.copied"),
            description: t("invitations.codeCopied"),
          })
        }
        className="inline-flex h-8 items-center gap-2 rounded-full border border-indigo-200 bg-secondary px-3 text-sm font-medium text-secondary-foreground transition-colors hover:bg-secondary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="text-xs font-normal text-indigo-600">{t("invitations.code")}</span>{" "}
        {/* A space between the words, not only the gap: without it the text is "CodeK7QM4XTP". */}
        <span className="font-mono tracking-widest">{code}</span>
        <Copy aria-hidden className="size-3.5" />
      </button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() =>
          void copy(inviteLink(code), {
            title: t("invitations.copied"),
            description: t("invitations.linkCopied"),
          })
        }
      >
        <Link2 aria-hidden />
        {t("invitations.copyLink")}
      </Button>
    </div>
  );
}
