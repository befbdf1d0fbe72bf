// Name and email limits, enforced where every user row is written (sign-up, Google, updates),
// not only in the routes we check: a Google profile can carry any name.
import type { BetterAuthOptions } from "better-auth";
import { limits } from "../../shared/core/limits";
import { authError } from "./error-messages";

/** The name to keep: trimmed, at most 100 characters, and the part of the email before "@"
 * when empty (the sign-up form's Name is optional). */
export function profileName(name: unknown, email: string) {
  const trimmed = typeof name === "string" ? name.trim() : "";
  const chosen = trimmed || email.split("@")[0]!.trim() || email;
  return Array.from(chosen).slice(0, limits.name).join("");
}

function checkEmail(email: unknown) {
  if (typeof email === "string" && email.length > limits.email) {
    throw authError("BAD_REQUEST", "emailTooLong", { max: limits.email });
  }
}

export const userFieldHooks: NonNullable<BetterAuthOptions["databaseHooks"]> = {
  user: {
    create: {
      before: async (user) => {
        checkEmail(user.email);
        return { data: { ...user, name: profileName(user.name, user.email) } };
      },
    },
    update: {
      before: async (user) => {
        checkEmail(user.email);
        if (user.name === undefined) return;
        return {
          data: {
            ...user,
            name: profileName(user.name, typeof user.email === "string" ? user.email : ""),
          },
        };
      },
    },
  },
};
