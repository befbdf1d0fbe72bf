// "Send a test message": sent now, through the guard, and its answer shown (decision 229).
import type { ChatTestResult } from "../../../shared/responses";
import type { Config } from "../../config";
import type { Executor } from "../../db/connection";
import type { ChatOwner } from "./owner";
import { destinationFor } from "./targets";

export async function sendTestMessage(
  db: Executor,
  config: Config,
  secret: string,
  owner: ChatOwner,
  chatId: string,
): Promise<ChatTestResult> {
  await destinationFor(db, secret, owner, chatId);
  void config;
  // Finished once engineer F's formats are merged.
  return { ok: false, status: null, durationMs: 0, answer: "", error: "not yet" };
}
