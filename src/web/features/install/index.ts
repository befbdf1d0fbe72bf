// What other folders may use of install: the rest of the folder is its own.
export { InstallHintCard } from "./install-hint-card";
