import "server-only";

import { inflateSync } from "node:zlib";

import { CvFileError } from "@/lib/cv/cv-file-error";
import { pdfTokens, type PdfToken } from "@/lib/cv/pdf-syntax";

/**
 * Names that make a PDF do something when opened or clicked rather than show text: scripts
 * (/JavaScript, /JS; also how /OpenAction and /AA run code), launching programs (/Launch),
 * files carried inside (/EmbeddedFile), Flash and media (/RichMedia), XML forms (/XFA). Links
 * (/URI) and a plain /OpenAction that opens a page stay allowed: exporters write them all the time.
 */
const activeNames = new Set(["JavaScript", "JS", "Launch", "EmbeddedFile", "EmbeddedFiles", "RichMedia", "XFA"]);

/** Decompression budget for one file: a small PDF that inflates to gigabytes is refused. */
const MAX_STREAM_BYTES = 32 * 1024 * 1024;
const MAX_TOTAL_BYTES = 96 * 1024 * 1024;

/** Bounds that keep a crafted file from making the reading slow: real CVs are far below them. */
const MAX_STREAMS = 10_000;
const DICT_LOOKBACK_CHARS = 8192;
const MAX_CMAP_CODES = 100_000;

type PdfStream = { objectNumber: number | null; dict: string; data: Buffer };

/**
 * Reads a PDF by its content: it starts with %PDF- and ends with %%EOF; it is refused when any
 * object dictionary (in the file or packed in object streams) names active content, and when it
 * is encrypted (its content can be neither checked nor read). The text is that of the pages'
 * content streams (FlateDecode or uncompressed), shown with Tj, TJ, ' and "; fonts with a
 * ToUnicode map are decoded through it, others read as Latin-1. Not read: text in images
 * (scans), in form XObjects, or in other compressions (LZW, ASCII85); such files are accepted
 * with less or no text.
 */
export function readPdf(bytes: Uint8Array): { text: string; pages: number | null } {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  if (!raw.startsWith("%PDF-")) throw new CvFileError("not_pdf_or_docx");
  if (!raw.slice(-2048).includes("%%EOF")) throw new CvFileError("damaged");

  const { streams, outside } = splitStreams(raw, bytes);
  const objects = objectDictionaries(outside);
  let budget = MAX_TOTAL_BYTES;
  const decoded = new Map<PdfStream, Buffer | null>();
  const decode = (stream: PdfStream): Buffer | null => {
    if (decoded.has(stream)) return decoded.get(stream) ?? null;
    const filters = filtersOf(stream.dict);
    let data: Buffer | null = null;
    if (filters.length === 0) data = stream.data;
    else if (filters.length === 1 && filters[0] === "FlateDecode") {
      try {
        data = inflateSync(stream.data, { maxOutputLength: Math.min(MAX_STREAM_BYTES, budget) });
      } catch {
        data = null;
      }
    }
    if (data) budget -= data.byteLength;
    decoded.set(stream, data);
    return data;
  };

  // Object streams hold dictionaries too (PDF 1.5+): unpack them, or the check could be dodged.
  const dictionaries = [outside];
  for (const stream of streams) {
    if (!/\/Type\s*\/ObjStm\b/.test(stream.dict)) continue;
    const data = decode(stream);
    if (!data) throw new CvFileError("damaged");
    const text = data.toString("latin1");
    dictionaries.push(text);
    for (const [number, body] of packedObjects(stream.dict, text)) objects.set(number, body);
  }

  let pages = 0;
  for (const text of dictionaries) {
    let previous: PdfToken | null = null;
    for (const token of pdfTokens(text)) {
      if (token.kind === "name") {
        if (token.value === "Encrypt") throw new CvFileError("encrypted");
        if (activeNames.has(token.value)) throw new CvFileError("active_content");
        if (token.value === "Page" && previous?.kind === "name" && previous.value === "Type") pages++;
      }
      previous = token;
    }
  }

  const byNumber = new Map(streams.filter((stream) => stream.objectNumber !== null).map((stream) => [stream.objectNumber!, stream]));
  const fonts = fontMaps(objects, (number) => {
    const stream = byNumber.get(number);
    return stream ? decode(stream) : null;
  });
  const contentNumbers = [...objects.entries()]
    .filter(([, body]) => /\/Type\s*\/Page(?![A-Za-z])/.test(body))
    .sort(([a], [b]) => a - b)
    .flatMap(([, body]) => contentsOf(body));
  const texts: string[] = [];
  for (const number of contentNumbers) {
    const stream = byNumber.get(number);
    const data = stream && decode(stream);
    if (data) texts.push(contentText(data.toString("latin1"), fonts).trim());
  }
  return { text: texts.join("\n").replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n").trim(), pages: pages > 0 ? pages : null };
}

/** The streams' bytes (binary, never tokenized) apart from the rest of the file (text). */
function splitStreams(raw: string, bytes: Uint8Array): { streams: PdfStream[]; outside: string } {
  const streams: PdfStream[] = [];
  const outside: string[] = [];
  const keyword = /\bstream(\r\n|\n|\r)/g;
  let cursor = 0;
  for (let match = keyword.exec(raw); match; match = keyword.exec(raw)) {
    if (streams.length >= MAX_STREAMS) throw new CvFileError("damaged");
    const windowStart = Math.max(0, match.index - DICT_LOOKBACK_CHARS);
    const found = raw.slice(windowStart, match.index).lastIndexOf(" obj");
    const objectStart = found === -1 ? -1 : windowStart + found;
    const header = objectStart === -1 ? null : /(\d+)\s+\d+\s*$/.exec(raw.slice(Math.max(0, objectStart - 24), objectStart));
    const dict = objectStart === -1 ? "" : raw.slice(objectStart + 4, match.index);
    const start = match.index + match[0].length;
    const declared = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    let end = declared ? start + Number(declared[1]) : -1;
    if (end < start || end > raw.length || !/^\s*endstream/.test(raw.slice(end, end + 24))) {
      end = raw.indexOf("endstream", start);
      if (end === -1) throw new CvFileError("damaged");
      while (end > start && (raw[end - 1] === "\n" || raw[end - 1] === "\r")) end--;
    }
    streams.push({ objectNumber: header ? Number(header[1]) : null, dict, data: Buffer.from(bytes.subarray(start, end)) });
    outside.push(raw.slice(cursor, match.index));
    cursor = end;
    keyword.lastIndex = end;
  }
  outside.push(raw.slice(cursor));
  return { streams, outside: outside.join(" ") };
}

/** Each object's text, up to its endobj or the next object's header (one pass over the file). */
function objectDictionaries(text: string): Map<number, string> {
  const objects = new Map<number, string>();
  const marks = /(\d+)\s+\d+\s+obj\b|endobj/g;
  let open: { number: number; start: number } | null = null;
  for (let match = marks.exec(text); match; match = marks.exec(text)) {
    if (open) objects.set(open.number, text.slice(open.start, match.index));
    open = match[1] === undefined ? null : { number: Number(match[1]), start: marks.lastIndex };
  }
  if (open) objects.set(open.number, text.slice(open.start));
  return objects;
}

function packedObjects(dict: string, text: string): [number, string][] {
  const count = Number(/\/N\s+(\d+)/.exec(dict)?.[1] ?? 0);
  const first = Number(/\/First\s+(\d+)/.exec(dict)?.[1] ?? 0);
  const numbers = text.slice(0, first).trim().split(/\s+/).map(Number);
  const entries: [number, string][] = [];
  for (let index = 0; index < count && index * 2 + 1 < numbers.length; index++) {
    const start = first + numbers[index * 2 + 1]!;
    const end = index + 1 < count && numbers[index * 2 + 3] !== undefined ? first + numbers[index * 2 + 3]! : text.length;
    entries.push([numbers[index * 2]!, text.slice(start, end)]);
  }
  return entries;
}

function filtersOf(dict: string): string[] {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[<>(]+)/.exec(dict);
  return match ? [...match[1]!.matchAll(/\/([^\s/\]]+)/g)].map((name) => name[1]!) : [];
}

function contentsOf(pageBody: string): number[] {
  const match = /\/Contents\s*(\[[^\]]*\]|\d+\s+\d+\s+R)/.exec(pageBody);
  return match ? [...match[1]!.matchAll(/(\d+)\s+\d+\s+R/g)].map((reference) => Number(reference[1])) : [];
}

/** A font's ToUnicode map: character codes (of `width` bytes) to text. */
type UnicodeMap = { width: number; codes: Map<number, string> };

/** Font resource names (/F1) to their ToUnicode maps, for every font that has one. */
function fontMaps(objects: Map<number, string>, streamOf: (number: number) => Buffer | null): Map<string, UnicodeMap> {
  const byFont = new Map<number, UnicodeMap>();
  for (const [number, body] of objects) {
    const reference = /\/ToUnicode\s+(\d+)\s+\d+\s+R/.exec(body);
    const data = reference && streamOf(Number(reference[1]));
    if (data) byFont.set(number, parseCMap(data.toString("latin1")));
  }
  const byName = new Map<string, UnicodeMap>();
  const addPairs = (text: string) => {
    for (const pair of text.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+)\s+\d+\s+R/g)) {
      const map = byFont.get(Number(pair[2]));
      if (map && !byName.has(pair[1]!)) byName.set(pair[1]!, map);
    }
  };
  for (const body of objects.values()) {
    for (const inline of sections(body, "/Font", ">>")) addPairs(inline);
    for (const indirect of body.matchAll(/\/Font\s+(\d+)\s+\d+\s+R/g)) addPairs(objects.get(Number(indirect[1])) ?? "");
  }
  return byName;
}

function parseCMap(text: string): UnicodeMap {
  const codes = new Map<number, string>();
  const range = /begincodespacerange\s*<([0-9a-fA-F]+)>/.exec(text);
  const width = range ? Math.max(1, Math.ceil(range[1]!.length / 2)) : 2;
  const utf16 = (hex: string) => Buffer.from(hex.length % 4 === 0 ? hex : hex.padStart(Math.ceil(hex.length / 4) * 4, "0"), "hex").swap16().toString("utf16le");
  for (const block of sections(text, "beginbfchar", "endbfchar")) {
    for (const pair of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) codes.set(parseInt(pair[1]!, 16), utf16(pair[2]!));
  }
  for (const block of sections(text, "beginbfrange", "endbfrange")) {
    for (const entry of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]*>|\[[^\]]*\])/g)) {
      const low = parseInt(entry[1]!, 16);
      const high = Math.min(parseInt(entry[2]!, 16), low + 0xffff);
      const target = entry[3]!;
      if (codes.size >= MAX_CMAP_CODES) break;
      if (target.startsWith("[")) {
        const list = [...target.matchAll(/<([0-9a-fA-F]*)>/g)].map((item) => utf16(item[1]!));
        list.forEach((value, offset) => codes.set(low + offset, value));
      } else {
        const hex = target.slice(1, -1);
        if (hex.length === 0) continue;
        const base = parseInt(hex.slice(-4), 16);
        const prefix = hex.slice(0, -4);
        for (let code = low; code <= high && codes.size < MAX_CMAP_CODES; code++) codes.set(code, utf16(prefix + ((base + code - low) & 0xffff).toString(16).padStart(4, "0")));
      }
    }
  }
  return { width, codes };
}

/** The text between each `begin` and the `end` after it, found in one pass (an unclosed one ends the search). */
function* sections(text: string, begin: string, end: string): Generator<string> {
  for (let start = text.indexOf(begin); start !== -1; ) {
    const close = text.indexOf(end, start + begin.length);
    if (close === -1) return;
    yield text.slice(start + begin.length, close);
    start = text.indexOf(begin, close + end.length);
  }
}

function decodeString(bytes: number[], map: UnicodeMap | undefined): string {
  if (!map) return String.fromCharCode(...bytes);
  let text = "";
  for (let index = 0; index + map.width <= bytes.length; index += map.width) {
    let code = 0;
    for (let offset = 0; offset < map.width; offset++) code = code * 256 + bytes[index + offset]!;
    text += map.codes.get(code) ?? "";
  }
  return text;
}

/** The text a content stream shows, with line breaks where the text moves to another line. */
function contentText(content: string, fonts: Map<string, UnicodeMap>): string {
  let out = "";
  let font: UnicodeMap | undefined;
  let operands: PdfToken[] = [];
  let array: PdfToken[] | null = null;
  let lastY: number | null = null;
  const newline = () => {
    if (out !== "" && !out.endsWith("\n")) out += "\n";
  };
  for (const token of pdfTokens(content)) {
    if (token.kind === "open") {
      array = [];
      continue;
    }
    if (token.kind === "close") {
      if (array) operands.push(...array);
      array = null;
      continue;
    }
    if (array) {
      array.push(token);
      continue;
    }
    if (token.kind !== "keyword") {
      operands.push(token);
      continue;
    }
    const strings = operands.filter((operand): operand is Extract<PdfToken, { kind: "string" }> => operand.kind === "string");
    const numbers = operands.filter((operand): operand is Extract<PdfToken, { kind: "number" }> => operand.kind === "number");
    switch (token.value) {
      case "Tf": {
        const name = operands.find((operand): operand is Extract<PdfToken, { kind: "name" }> => operand.kind === "name");
        font = name ? fonts.get(name.value) : undefined;
        break;
      }
      case "Tj":
        out += strings.map((string) => decodeString(string.bytes, font)).join("");
        break;
      case "'":
      case '"':
        newline();
        out += strings.map((string) => decodeString(string.bytes, font)).join("");
        break;
      case "TJ":
        for (const operand of operands) {
          if (operand.kind === "string") out += decodeString(operand.bytes, font);
          else if (operand.kind === "number" && operand.value < -120 && !out.endsWith(" ")) out += " ";
        }
        break;
      case "Td":
      case "TD":
        if (numbers.length >= 2 && numbers[1]!.value !== 0) newline();
        else if (numbers.length >= 1 && numbers[0]!.value > 0 && !out.endsWith(" ") && !out.endsWith("\n")) out += " ";
        break;
      case "Tm": {
        const y = numbers[5]?.value ?? null;
        if (lastY !== null && y !== null && Math.abs(y - lastY) > 0.5) newline();
        else if (out !== "" && !out.endsWith(" ") && !out.endsWith("\n")) out += " ";
        lastY = y;
        break;
      }
      case "T*":
        newline();
        break;
      case "ET":
        if (out !== "" && !out.endsWith("\n") && !out.endsWith(" ")) out += " ";
        break;
    }
    operands = [];
  }
  return out;
}
