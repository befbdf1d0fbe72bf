import type { ReactNode } from "react";

/** The create and edit dialogs are this much wider from 768 px, to hold two columns. */
export const eventDialogWidth = "md:max-w-3xl";

/**
 * The create and edit dialogs' fields: the event's own (title, description, deadline) beside how
 * the group votes. In one column the form was taller than a 1280 × 800 laptop's window and its
 * buttons sat below a scroll (issue #34); side by side it fits. One column below 768 px.
 */
export function EventFormColumns({ event, voting }: { event: ReactNode; voting: ReactNode }) {
  return (
    <div className="grid gap-4 md:grid-cols-2 md:items-start md:gap-6">
      <div className="grid gap-4">{event}</div>
      {voting}
    </div>
  );
}
