import type { ReactNode } from "react";
import { Logo } from "../../components/logo";
import { LanguageChoice, type LanguageChoiceProps } from "../language";
import { t } from "i18next";

/**
 * The product name on the left; `children` is the account area on the right. `note` (the
 * signed-in greeting) sits just left of the account area from 640 px, and on its own line
 * under the row on phones, where it does not fit beside the buttons at 360 px. One element
 * either way, placed by the grid. `language`: who is signed in and how to keep their language.
 */
export function LandingHeader({
  children,
  note,
  language,
}: {
  children: ReactNode;
  note?: ReactNode;
  language: LanguageChoiceProps;
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-white/85 backdrop-blur-md">
      <div className="mx-auto grid w-full max-w-6xl grid-cols-[auto_1fr] items-center gap-x-2 px-4 sm:gap-x-3 sm:grid-cols-[auto_1fr_auto] sm:px-6">
        <a
          href="/"
          className="flex h-16 items-center self-center justify-self-start rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
        >
          {/* Below 360 px the visitor's row (language, Join Event, Sign In) needs the name's
              room: the mark stays, and the link is still called "Huddle". */}
          <Logo nameClassName="max-[359px]:sr-only" />
        </a>
        {note && (
          <p className="order-last col-span-2 -mx-4 truncate border-t border-border/70 px-4 py-2 text-sm text-muted-foreground sm:order-none sm:col-span-1 sm:mx-0 sm:justify-self-end sm:border-0 sm:p-0">
            {note}
          </p>
        )}
        <nav
          aria-label={t("landing.accountNav")}
          className="flex min-w-0 items-center gap-1 justify-self-end sm:gap-2"
        >
          <LanguageChoice {...language} />
          {children}
        </nav>
      </div>
    </header>
  );
}
