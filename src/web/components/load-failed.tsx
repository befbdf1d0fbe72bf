// What a page shows when its data could not be loaded: the reason, and Try again.
import { RotateCw } from "lucide-react";
import { Button } from "./ui/button";
import { errorMessage } from "../lib/api";
import { t } from "i18next";

type Props = { pageTitle: string; heading: string; error: unknown; onRetry: () => void };

export function LoadFailed({ pageTitle, heading, error, onRetry }: Props) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-20 text-center">
      <title>{pageTitle}</title>
      <h1 className="text-xl font-semibold">{heading}</h1>
      <p className="text-muted-foreground">{errorMessage(error, t("common.pleaseTryAgain"))}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden />
        {t("common.tryAgain")}
      </Button>
    </div>
  );
}
