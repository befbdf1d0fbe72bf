// What inviting by email takes.
import { z } from "zod";
import { email } from "../common/requests";

export const inviteInput = z.strictObject({ email });
