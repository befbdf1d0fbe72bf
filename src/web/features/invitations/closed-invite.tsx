// A closed event's invitation: its result first, as its public result link shows it (no names),
// and below it the way to join, which the design keeps open "to see the result": joining shows
// the links, the shortlist and the votes (decision 208).
import type { ReactNode } from "react";
import { Lock } from "lucide-react";
import type { PublicResult } from "../../../shared/api";
import { Card } from "../../components/ui/card";
import { ResultView } from "../public-result";
import { t } from "i18next";

export function ClosedInvite({ result, children }: { result: PublicResult; children: ReactNode }) {
  return (
    <div className="grid w-full max-w-2xl gap-4">
      <ResultView result={result} />
      <Card className="p-5 text-center sm:p-8">
        <h2 className="flex items-center justify-center gap-2 text-lg font-semibold tracking-tight">
          <Lock aria-hidden className="size-4 text-muted-foreground" />
          {t("invitations.closedHeading")}
        </h2>
        <p className="mt-1 text-pretty text-muted-foreground">{t("invitations.closedText")}</p>
        {children}
      </Card>
    </div>
  );
}
