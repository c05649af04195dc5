/**
 * An IPv6 address as WHATWG URL writes it: eight hex groups, lower case, without leading zeros, the first longest run
 * of two or more zero groups as "::", in brackets. So "[0:0:0:0:0:0:0:1]" is shown, compared and sent as "[::1]".
 * Null when the text is not such an address; an IPv4 tail ("::ffff:1.2.3.4") is refused rather than parsed, as no
 * service address needs one.
 */
export function ipv6Literal(text: string): string | null {
  const halves = text.toLowerCase().split('::');
  if (halves.length > 2) return null;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  if (!groups.every((list) => list.every((group) => /^[0-9a-f]{1,4}$/.test(group)))) return null;
  const [head = [], tail] = groups;
  const given = head.length + (tail?.length ?? 0);
  if (tail === undefined ? given !== 8 : given > 7) return null;
  const numbers = [...head, ...Array<string>(8 - given).fill('0'), ...(tail ?? [])].map((group) => parseInt(group, 16));
  let best = { at: -1, length: 1 };
  for (let at = 0; at < 8; at++) {
    let length = 0;
    while (numbers[at + length] === 0) length++;
    if (length > best.length) best = { at, length };
  }
  const hex = (list: number[]) => list.map((value) => value.toString(16)).join(':');
  return best.at < 0
    ? `[${hex(numbers)}]`
    : `[${hex(numbers.slice(0, best.at))}::${hex(numbers.slice(best.at + best.length))}]`;
}
