// The guests feature's face: what other folders of the server use of it.
export { removeLeftGuests } from "./clean-up";
export { mergeGuest } from "./merge";
