// A session's address as a person reads it. Better Auth stores an IPv6 address written out in
// full ("0000:0000:0000:0000:0000:0000:0000:0001"), and a browser on the server's own computer
// comes over loopback, so Settings showed a row of zeros (issue #34).

const hex = (group: string) => parseInt(group, 16);

/** The eight 16-bit groups of an IPv6 address (full or with "::"), or null if it is not one. */
function groupsOf(address: string): number[] | null {
  if (!/^[0-9a-f:]+$/i.test(address) || address.split("::").length > 2) return null;
  const [head, tail] = address.includes("::") ? address.split("::") : [address, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map(hex);
}

/** RFC 5952's short form: lower case, no leading zeros, the longest run of two or more zero
 * groups (the first of equals) as "::". */
function compressed(groups: number[]) {
  let [start, length] = [-1, 1];
  for (let i = 0; i < 8; i++) {
    let run = 0;
    while (i + run < 8 && groups[i + run] === 0) run++;
    if (run > length) [start, length] = [i, run];
  }
  const text = groups.map((group) => group.toString(16));
  if (start < 0) return text.join(":");
  return `${text.slice(0, start).join(":")}::${text.slice(start + length).join(":")}`;
}

/** "localhost" for loopback (IPv4, IPv6 or IPv4 mapped into IPv6), an IPv4 address mapped into
 * IPv6 as the IPv4 address it is, any other IPv6 address in its short form; anything else as
 * it came. */
export function sessionAddress(address: string) {
  if (/^127\.\d+\.\d+\.\d+$/.test(address)) return "localhost";
  const groups = groupsOf(address);
  if (!groups) return address;
  const zerosBefore = (n: number) => groups.slice(0, n).every((group) => group === 0);
  if (zerosBefore(7) && groups[7] === 1) return "localhost";
  if (zerosBefore(5) && groups[5] === 0xffff) {
    const [a, b] = [groups[6]!, groups[7]!];
    const ipv4 = [a >> 8, a & 255, b >> 8, b & 255].join(".");
    return ipv4.startsWith("127.") ? "localhost" : ipv4;
  }
  return compressed(groups);
}
