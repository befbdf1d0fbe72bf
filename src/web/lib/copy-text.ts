import { toast } from "sonner";
import { t } from "i18next";

/** Puts `text` on the clipboard and says so; without a clipboard (an old browser, or permission
 * refused) the toast shows the text to copy by hand. */
export async function copyText(text: string, success: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(success);
  } catch {
    toast.error(t("results.couldNotCopy"), { description: text });
  }
}
