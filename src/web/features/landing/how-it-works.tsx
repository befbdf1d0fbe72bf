import { CalendarPlus, Link2, ThumbsUp, Trophy } from "lucide-react";
import { LandingSection } from "./landing-section";

export const HOW_IT_WORKS_ID = "how-it-works";

const steps = [
  {
    icon: CalendarPlus,
    title: "Create Events",
    text: "Start an event for the decision at hand: give it a title and, if you like, a short description.",
  },
  {
    icon: Link2,
    title: "Share Links",
    text: "Invite your group with a code or a link. Everyone posts the options they like as links.",
  },
  {
    icon: ThumbsUp,
    title: "Vote Together",
    text: "Move the strongest options to the shortlist, then vote each one up or down.",
  },
  {
    icon: Trophy,
    title: "Pick Winner",
    text: "The shortlisted link with the best score is the current winner. Close the event to make it final.",
  },
];

export function HowItWorks() {
  return (
    <LandingSection
      id={HOW_IT_WORKS_ID}
      tabIndex={-1}
      className="scroll-mt-16 border-y border-border bg-white py-20 focus:outline-none sm:py-24"
      titleId="how-it-works-title"
      eyebrow="Four steps"
      title="How It Works"
      lead="From a scattered group chat to one clear answer."
    >
      <ol className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li
            key={title}
            className="relative rounded-2xl border border-border bg-background p-6 transition-shadow hover:shadow-md"
          >
            <div className="flex items-center justify-between">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-600/20">
                <Icon aria-hidden className="size-6" />
              </span>
              <span className="text-sm font-semibold text-slate-600">Step {index + 1}</span>
            </div>
            <h3 className="mt-5 text-lg font-semibold tracking-tight">{title}</h3>
            <p className="mt-2 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
