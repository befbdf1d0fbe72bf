// "Your data" on the Settings page: a JSON file of the account, the events the person is in, the
// links they shared and their votes. A plain link: the server's answer is the download.
import { Download, FileJson } from "lucide-react";
import { TitledCard } from "../../components/titled-card";
import { buttonVariants } from "../../components/ui/button";
import { huddle } from "../../lib/client";
import { t } from "i18next";

export function DownloadDataCard() {
  return (
    <TitledCard
      icon={FileJson}
      title={t("account.data.title")}
      description={t("account.data.description")}
    >
      <a
        href={huddle.api.me.data.$url().pathname}
        download
        className={buttonVariants({ variant: "outline" })}
      >
        <Download aria-hidden />
        {t("account.data.download")}
      </a>
    </TitledCard>
  );
}
