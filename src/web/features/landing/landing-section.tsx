import type { ComponentProps } from "react";

/** A section of the landing page, in the page's column: the eyebrow, the h2 (`titleId`) and the
 * lead paragraph, then `children`. */
export function LandingSection({
  titleId,
  eyebrow,
  title,
  lead,
  children,
  ...section
}: ComponentProps<"section"> & { titleId: string; eyebrow: string; title: string; lead: string }) {
  return (
    <section aria-labelledby={titleId} {...section}>
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">{eyebrow}</p>
          <h2
            id={titleId}
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{lead}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
