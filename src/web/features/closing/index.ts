// What other folders may use of closing: the rest of the folder is its own.
export { EventControls } from "./event-controls";
