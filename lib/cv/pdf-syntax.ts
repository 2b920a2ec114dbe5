import "server-only";

/**
 * A tokenizer for PDF syntax (object dictionaries and content streams), over a latin1 string so
 * that each character is one byte. Strings come out as bytes; names with #xx escapes decoded
 * (/J#61vaScript is /JavaScript), so that a check of names cannot be dodged by spelling.
 */
export type PdfToken =
  | { kind: "name"; value: string }
  | { kind: "string"; bytes: number[] }
  | { kind: "number"; value: number }
  | { kind: "open" | "close" | "dictOpen" | "dictClose" }
  | { kind: "keyword"; value: string };

const delimiters = new Set(["(", ")", "<", ">", "[", "]", "{", "}", "/", "%"]);
const isWhite = (character: string) => character === " " || character === "\n" || character === "\r" || character === "\t" || character === "\f" || character === "\0";

export function* pdfTokens(text: string): Generator<PdfToken> {
  let index = 0;
  const length = text.length;
  while (index < length) {
    const character = text[index]!;
    if (isWhite(character)) {
      index++;
    } else if (character === "%") {
      while (index < length && text[index] !== "\n" && text[index] !== "\r") index++;
    } else if (character === "(") {
      const bytes: number[] = [];
      index = readLiteralString(text, index + 1, bytes);
      yield { kind: "string", bytes };
    } else if (character === "<" && text[index + 1] === "<") {
      index += 2;
      yield { kind: "dictOpen" };
    } else if (character === ">" && text[index + 1] === ">") {
      index += 2;
      yield { kind: "dictClose" };
    } else if (character === "<") {
      const close = text.indexOf(">", index);
      const end = close === -1 ? length : close;
      const hex = text.slice(index + 1, end).replace(/[^0-9a-fA-F]/g, "");
      const padded = hex.length % 2 === 1 ? `${hex}0` : hex;
      const bytes: number[] = [];
      for (let offset = 0; offset < padded.length; offset += 2) bytes.push(parseInt(padded.slice(offset, offset + 2), 16));
      index = end + 1;
      yield { kind: "string", bytes };
    } else if (character === "[" || character === "]") {
      index++;
      yield { kind: character === "[" ? "open" : "close" };
    } else if (character === "/") {
      let end = index + 1;
      while (end < length && !isWhite(text[end]!) && !delimiters.has(text[end]!)) end++;
      yield { kind: "name", value: decodeName(text.slice(index + 1, end)) };
      index = end;
    } else {
      let end = index;
      while (end < length && !isWhite(text[end]!) && !delimiters.has(text[end]!)) end++;
      if (end === index) {
        // A stray ")", ">", "{" or "}": skip it.
        index++;
        continue;
      }
      const word = text.slice(index, end);
      index = end;
      const number = Number(word);
      yield /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) && Number.isFinite(number) ? { kind: "number", value: number } : { kind: "keyword", value: word };
    }
  }
}

export function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, "(": 40, ")": 41, "\\": 92 };

/** Reads a literal string's bytes from just after its "(" and returns the index after its ")". */
function readLiteralString(text: string, start: number, bytes: number[]): number {
  let depth = 1;
  let index = start;
  while (index < text.length) {
    const character = text[index]!;
    if (character === "\\") {
      const next = text[index + 1] ?? "";
      if (next in escapes) {
        bytes.push(escapes[next]!);
        index += 2;
      } else if (/[0-7]/.test(next)) {
        const octal = /^[0-7]{1,3}/.exec(text.slice(index + 1, index + 4))![0];
        bytes.push(parseInt(octal, 8) & 0xff);
        index += 1 + octal.length;
      } else if (next === "\r" || next === "\n") {
        index += next === "\r" && text[index + 2] === "\n" ? 3 : 2;
      } else {
        index += 1;
      }
      continue;
    }
    if (character === "(") depth++;
    if (character === ")" && --depth === 0) return index + 1;
    bytes.push(character.charCodeAt(0));
    index++;
  }
  return index;
}
