// Name and email limits wherever user rows are written: Google profiles carry any name.
import type { BetterAuthOptions } from "better-auth";
import { limits } from "../../shared/core/limits";
import { authError } from "./error-messages";

/** The name to keep: trimmed, at most 100 characters, the email's local part when empty. */
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
