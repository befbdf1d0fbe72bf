// The rate limits count in fixed windows (http/rate-limit.ts: 15 minutes for wrong passwords,
// a minute for the others). A test that uses one up must not straddle the window's end, where the
// count starts again: it waits, when the end is near, until the next window has begun.
export async function clearOfWindowEnd(windowSeconds: number, marginSeconds: number) {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
