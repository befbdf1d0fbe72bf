// What other folders may use of deadlines: the rest of the folder is its own.
export { ClosesIn } from "./closes-in";
export { DeadlineClosedNote, DeadlineField } from "./deadline-field";
export { deadlineProblem, deadlineToSend } from "./deadline-input";
export { useNow } from "./use-now";
