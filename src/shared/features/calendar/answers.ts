// What the calendar feed's settings answer.
import { z } from "zod";

/** The calendar feed's address (webcal://…), or null while it is off (decision 228). */
export const calendarFeed = z.strictObject({ url: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeed>;
