// "Your data" on the Settings page: a JSON file of the account, the events the person is in, the
// links they shared and their votes. A plain link: the server's answer is the download.
import { Download, FileJson } from "lucide-react";
import { TitledCard } from "../../components/titled-card";
import { buttonVariants } from "../../components/ui/button";

export function DownloadDataCard() {
  return (
    <TitledCard
      icon={FileJson}
      title="Your data"
      description="A JSON file with your account, the events you are in, the links you shared and your votes."
    >
      <a href="/api/me/data" download className={buttonVariants({ variant: "outline" })}>
        <Download aria-hidden />
        Download my data
      </a>
    </TitledCard>
  );
}
