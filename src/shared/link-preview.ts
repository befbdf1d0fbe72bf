// Which of a page's preview a link carries. A card shows one description: the sharer's, or the
// page's own when the sharer wrote none. So a link carries the page's description only then,
// and a 1,000-link event page does not carry a thousand descriptions no one sees. The event
// page's SQL (previews/store.ts) writes the same rule.
import type { LinkPreview } from "./responses";

export function previewOfLink(ownDescription: string, preview: LinkPreview): LinkPreview {
  return ownDescription ? { ...preview, description: null } : preview;
}
