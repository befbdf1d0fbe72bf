// Beside a barred link in a ranking (decision 226): why it did not win though it may score more.
import { Ban } from "lucide-react";
import { t } from "i18next";

export function SkippedNote() {
  return (
    <span className="mt-0.5 flex items-center gap-1 text-xs font-medium text-amber-900">
      <Ban aria-hidden className="size-3.5 shrink-0" />
      {t("results.skipped")}
    </span>
  );
}
