// What other folders may use of links: the rest of the folder is its own.
export { LinkDetails } from "./link-details";
export { PreviewThumbnail } from "./preview-parts";
export { ShareLinkForm } from "./share-link-form";
export { SharedLinksTab } from "./shared-links-tab";
