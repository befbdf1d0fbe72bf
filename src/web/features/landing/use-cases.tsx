import { Bike, BookOpen, Plane, Search, Utensils, Wrench } from "lucide-react";
import { IconListItems, type IconListItem } from "./icon-list";
import { LandingSection } from "./landing-section";
import { t } from "i18next";

const useCases = (): IconListItem[] => [
  {
    icon: Utensils,
    title: t("landing.useCases.restaurant.title"),
    text: t("landing.useCases.restaurant.text"),
  },
  {
    icon: Plane,
    title: t("landing.useCases.vacation.title"),
    text: t("landing.useCases.vacation.text"),
  },
  {
    icon: Wrench,
    title: t("landing.useCases.tools.title"),
    text: t("landing.useCases.tools.text"),
  },
  {
    icon: Bike,
    title: t("landing.useCases.activities.title"),
    text: t("landing.useCases.activities.text"),
  },
  {
    icon: Search,
    title: t("landing.useCases.research.title"),
    text: t("landing.useCases.research.text"),
  },
  {
    icon: BookOpen,
    title: t("landing.useCases.content.title"),
    text: t("landing.useCases.content.text"),
  },
];

export function UseCases() {
  return (
    <LandingSection
      className="border-t border-border bg-white py-20 sm:py-24"
      titleId="use-cases-title"
      eyebrow={t("landing.useCases.eyebrow")}
      title={t("landing.useCases.title")}
      lead={t("landing.useCases.lead")}
    >
      <ul className="mt-14 grid gap-4 min-[560px]:grid-cols-2 lg:grid-cols-3">
        <IconListItems items={useCases()} look="useCases" />
      </ul>
    </LandingSection>
  );
}
