/**
 * What counts as a leak of a token in a transformed form: the token or any 6-character piece of it, in any case,
 * after undoing percent-encoding and JSON `\uXXXX` escapes, or the base64 of the token at any alignment (as in a Basic
 * header `base64("token:")`) or a 12-character piece of that. The echo forms of the sandbox's `echo-token` fault are
 * each caught by one of these, so a case that shows none of them really hid the token.
 */
const PIECE = 6;
const BASE64_PIECE = 12;

function bare(token: string): string {
  return token.trim().replace(/^bearer\s+/i, '');
}

function decoded(text: string): string {
  return text
    .replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    })
    .replace(/\\u([0-9a-f]{4})/gi, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The base64 characters that depend on the token alone when it starts `shift` bytes into the encoded text. */
function base64Cores(token: string): string[] {
  return [0, 1, 2].map((shift) => {
    const bytes = Buffer.concat([Buffer.alloc(shift), Buffer.from(token)]);
    const text = bytes.toString('base64');
    return text.slice(Math.ceil((shift * 8) / 6), Math.floor((bytes.length * 8) / 6));
  });
}

function pieces(text: string, length: number): string[] {
  const found: string[] = [];
  for (let at = 0; at + length <= text.length; at++) found.push(text.slice(at, at + length));
  return found;
}

/** The piece of the token the text holds, in whatever form, or null. */
export function transformedLeakIn(text: string, token: string): string | null {
  const secret = bare(token);
  const plain = decoded(text).toLowerCase();
  for (const piece of pieces(secret.toLowerCase(), PIECE)) if (plain.includes(piece)) return piece;
  for (const core of base64Cores(secret)) {
    for (const piece of pieces(core, BASE64_PIECE)) if (text.includes(piece)) return `base64 ${piece}`;
  }
  return null;
}
