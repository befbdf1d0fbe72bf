import { Bike, BookOpen, Plane, Search, Utensils, Wrench } from "lucide-react";
import { IconListItems, type IconListItem } from "./icon-list";
import { LandingSection } from "./landing-section";

const useCases: IconListItem[] = [
  { icon: Utensils, title: "Restaurant choice", text: "Where the team eats on Friday." },
  { icon: Plane, title: "Vacation destinations", text: "Where the group goes next summer." },
  { icon: Wrench, title: "Tools", text: "Which app or service the team adopts." },
  { icon: Bike, title: "Activities", text: "What to do at the offsite or on the weekend." },
  { icon: Search, title: "Product research", text: "Which product to buy, compared side by side." },
  {
    icon: BookOpen,
    title: "Content curation",
    text: "The articles, videos and talks worth sharing.",
  },
];

export function UseCases() {
  return (
    <LandingSection
      className="border-t border-border bg-white py-20 sm:py-24"
      titleId="use-cases-title"
      eyebrow="Use cases"
      title="For any choice a group has to make"
      lead="If the options have a web address, Huddle can help your group choose between them."
    >
      <ul className="mt-14 grid gap-4 min-[560px]:grid-cols-2 lg:grid-cols-3">
        <IconListItems items={useCases} look="useCases" />
      </ul>
    </LandingSection>
  );
}
