import { Trans } from "react-i18next";
import type { Standing } from "./standing";
import { t } from "i18next";

/** How the winner leads: "leads Noodle Bar by 2", "tied with Noodle Bar: the newer link wins"
 * (the winner rule), or that it is the only link shortlisted. The runner-up's title is members'
 * text on a line with ours, so it is isolated (<bdi>, decision 223). */
export function LeadLine({ standing, closed }: { standing: Standing; closed: boolean }) {
  const { runnerUp, lead } = standing;
  if (!runnerUp) return <>{t("standing.alone")}</>;
  const title = <bdi className="font-medium text-foreground" />;
  if (lead === 0) {
    return (
      <Trans i18nKey="standing.tied" values={{ title: runnerUp.title }} components={[title]} />
    );
  }
  return (
    <Trans
      i18nKey={closed ? "standing.ahead" : "standing.leads"}
      values={{ title: runnerUp.title, lead }}
      components={[title]}
    />
  );
}
