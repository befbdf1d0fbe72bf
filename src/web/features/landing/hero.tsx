import { ArrowRight, Radio } from "lucide-react";
import { Button, buttonVariants } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { HeroPreview } from "./hero-preview";
import { HOW_IT_WORKS_ID } from "./how-it-works";
import { t } from "i18next";

/** Scrolls to How It Works (smoothly unless the visitor asks for reduced motion, see styles.css) and moves focus there. */
function showHowItWorks() {
  const section = document.getElementById(HOW_IT_WORKS_ID);
  if (!section) return;
  section.scrollIntoView({ block: "start" });
  section.focus({ preventScroll: true });
}

/**
 * `signedIn`: the main button reads "Go to Dashboard" and goes there; otherwise "Start
 * Collaborating" opens the sign-in dialog. undefined while the session is being resolved (the
 * button keeps its place, hidden, so the label never flips in front of the visitor).
 */
export function Hero({
  onStart,
  signedIn,
}: {
  onStart: () => void;
  signedIn: boolean | undefined;
}) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-32 left-1/2 h-96 w-[42rem] -translate-x-1/2 rounded-full bg-indigo-200/50 blur-3xl" />
        <div className="absolute right-0 top-40 h-72 w-72 rounded-full bg-violet-200/50 blur-3xl" />
      </div>
      <div className="mx-auto grid w-full max-w-6xl items-center gap-14 px-4 pb-20 pt-14 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-28 lg:pt-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/80 px-3 py-1 text-sm font-medium text-indigo-700">
            <Radio aria-hidden className="size-4" />
            {t("landing.hero.live")}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {t("landing.hero.title")}{" "}
            <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent">
              {t("landing.hero.titleAccent")}
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
            {t("landing.hero.lead")}
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            {signedIn ? (
              <a href="/dashboard" className={buttonVariants({ size: "lg" })}>
                {t("common.goToDashboard")}
                <ArrowRight aria-hidden />
              </a>
            ) : (
              <Button
                size="lg"
                onClick={onStart}
                className={cn(signedIn === undefined && "invisible")}
              >
                {t("landing.hero.start")}
                <ArrowRight aria-hidden />
              </Button>
            )}
            <Button size="lg" variant="outline" onClick={showHowItWorks}>
              {t("landing.hero.learnMore")}
            </Button>
          </div>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
