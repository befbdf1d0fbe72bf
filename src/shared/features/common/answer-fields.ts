// The fields many features' answers are made of.
import { z } from "zod";

export const id = z.string().min(1);
export const uuid = z.uuid();
/** A time as JavaScript's toISOString() writes it, which the database's JSON writes too. */
export const time = z.iso.datetime({ precision: 3 });
export const count = z.number().int().nonnegative();
export const version = z.number().int().positive();
