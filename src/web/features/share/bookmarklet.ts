/** The bookmark that sends the page it is clicked on to this Huddle's share page (decision 221):
 * the README's one line, with the Huddle's own origin. A served origin's host is a DNS name, with no quote
 * in it to end the string. */
export function bookmarklet(origin: string) {
  return `javascript:void(window.open('${origin}/share?url='+encodeURIComponent(location.href)+'&title='+encodeURIComponent(document.title)))`;
}
