import { ListChecks, Radio, Scale, ShieldCheck } from "lucide-react";
import { IconListItems, type IconListItem } from "./icon-list";
import { LandingSection } from "./landing-section";
import { t } from "i18next";

const benefits = (): IconListItem[] => [
  {
    icon: Radio,
    title: t("landing.benefits.realtime.title"),
    text: t("landing.benefits.realtime.text"),
  },
  {
    icon: Scale,
    title: t("landing.benefits.democratic.title"),
    text: t("landing.benefits.democratic.text"),
  },
  {
    icon: ListChecks,
    title: t("landing.benefits.shortlist.title"),
    text: t("landing.benefits.shortlist.text"),
  },
  {
    icon: ShieldCheck,
    title: t("landing.benefits.secure.title"),
    text: t("landing.benefits.secure.text"),
  },
];

export function Benefits() {
  return (
    <LandingSection
      className="py-20 sm:py-24"
      titleId="benefits-title"
      eyebrow={t("landing.benefits.eyebrow")}
      title={t("landing.benefits.title")}
      lead={t("landing.benefits.lead")}
    >
      <ul className="mx-auto mt-14 grid max-w-4xl gap-x-10 gap-y-10 sm:grid-cols-2">
        <IconListItems items={benefits()} look="benefits" />
      </ul>
    </LandingSection>
  );
}
