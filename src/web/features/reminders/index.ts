// What other folders may use of reminders: the rest of the folder is its own.
export { TurnoutPanel } from "./turnout-panel";
export { useTurnout } from "./use-turnout";
