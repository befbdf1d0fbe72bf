import { ListChecks, Radio, Scale, ShieldCheck } from "lucide-react";
import { IconListItems, type IconListItem } from "./icon-list";
import { LandingSection } from "./landing-section";

const benefits: IconListItem[] = [
  {
    icon: Radio,
    title: "Real-time collaboration",
    text: "New links, votes and the current winner appear live on every member's screen, with no reloading.",
  },
  {
    icon: Scale,
    title: "Democratic voting",
    text: "One vote per member on each option, up or down. The score is simply up votes minus down votes.",
  },
  {
    icon: ListChecks,
    title: "An organised shortlist",
    text: "Keep every suggestion, but vote only on the ones worth considering.",
  },
  {
    icon: ShieldCheck,
    title: "Secure and private",
    text: "Only an event's members can see it. People join with its invitation code or link.",
  },
];

export function Benefits() {
  return (
    <LandingSection
      className="py-20 sm:py-24"
      titleId="benefits-title"
      eyebrow="Why Huddle"
      title="Fair, fast and out in the open"
      lead="Everyone sees the same options and the same score, so the choice is one the whole group can stand behind."
    >
      <ul className="mx-auto mt-14 grid max-w-4xl gap-x-10 gap-y-10 sm:grid-cols-2">
        <IconListItems items={benefits} look="benefits" />
      </ul>
    </LandingSection>
  );
}
