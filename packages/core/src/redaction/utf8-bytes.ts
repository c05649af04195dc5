/** The UTF-8 bytes of a text. The core has no Buffer or TextEncoder in every host: percent-encoding gives them. */
export function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const part of encodeURIComponent(text).split(/(%[0-9A-F]{2})/)) {
    if (part.startsWith('%') && part.length === 3) bytes.push(Number.parseInt(part.slice(1), 16));
    else for (let i = 0; i < part.length; i++) bytes.push(part.charCodeAt(i));
  }
  return bytes;
}
