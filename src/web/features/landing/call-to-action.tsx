import { ArrowRight } from "lucide-react";
import { Button, buttonVariants } from "../../components/ui/button";
import { t } from "i18next";

/** Signed in, "Go to Dashboard" goes there; otherwise "Get Started Now" opens the sign-in dialog. */
export function CallToAction({
  onStart,
  signedIn,
}: {
  onStart: () => void;
  signedIn: boolean | undefined;
}) {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6 sm:py-24">
      <div className="relative isolate mx-auto w-full max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 to-violet-700 px-6 py-14 text-center shadow-xl shadow-indigo-900/20 sm:px-12 sm:py-16">
        <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -left-20 -top-20 size-64 rounded-full bg-white/10" />
          <div className="absolute -bottom-24 -right-16 size-72 rounded-full bg-white/10" />
        </div>
        <h2
          id="cta-title"
          className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          {t("landing.cta.title")}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-indigo-50">
          {t("landing.cta.text")}
        </p>
        {signedIn ? (
          <a
            href="/dashboard"
            className={buttonVariants({
              size: "lg",
              variant: "secondary",
              className: "mt-8 shadow-lg",
            })}
          >
            {t("common.goToDashboard")}
            <ArrowRight aria-hidden />
          </a>
        ) : (
          <Button size="lg" variant="secondary" onClick={onStart} className="mt-8 shadow-lg">
            {t("landing.cta.start")}
            <ArrowRight aria-hidden />
          </Button>
        )}
      </div>
    </section>
  );
}
