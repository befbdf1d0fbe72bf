// What the group routes answer (decision 226): features/groups/answers.ts (api.ts re-exports
// its types).
export * from "./features/groups/answers";
