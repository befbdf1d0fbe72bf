/**
 * Joins class names, skipping falsy ones. There is no conflict resolution (no tailwind-merge):
 * pass layout classes (margin, width, grid placement) through `className`, and use a
 * component's variants for its look.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
