// What an event's members are answered as.
import { z } from "zod";
import { time } from "../common/answer-fields";
import { me } from "../account/answers";

export const member = me.extend({ isCreator: z.boolean(), joinedAt: time });
export type Member = z.infer<typeof member>;
