import "server-only";

import { openZip } from "@/lib/cv/zip-archive";
import { CvFileError } from "@/lib/cv/cv-file-error";

const MAIN_DOCUMENT = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

/**
 * A Word document (DOCX): a ZIP whose [Content_Types].xml declares the main document part and
 * which holds word/document.xml. Macro-enabled documents (DOCM, a vbaProject.bin, a macroEnabled
 * content type) are refused, whatever the file is called. The text is the document's runs (w:t),
 * with paragraphs, line breaks and tabs kept as such.
 */
export function readDocx(bytes: Uint8Array): { text: string; pages: number | null } {
  const zip = openZip(bytes);
  const contentTypes = zip.read("[Content_Types].xml")?.toString("utf8");
  if (!contentTypes || !zip.has("word/document.xml")) throw new CvFileError("not_pdf_or_docx");
  if (/macroEnabled/i.test(contentTypes) || zip.names.some((name) => /(^|\/)vbaProject\.bin$/i.test(name) || /\.docm$/i.test(name))) {
    throw new CvFileError("macros");
  }
  if (!contentTypes.includes(MAIN_DOCUMENT)) throw new CvFileError("not_pdf_or_docx");
  const xml = zip.read("word/document.xml")!.toString("utf8");
  const pagesMatch = /<Pages>(\d+)<\/Pages>/.exec(zip.read("docProps/app.xml")?.toString("utf8") ?? "");
  return { text: documentText(xml), pages: pagesMatch ? Number(pagesMatch[1]) : null };
}

function documentText(xml: string): string {
  const parts: string[] = [];
  const tokens = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<\/w:p>|<w:br\b[^>]*\/>|<w:cr\b[^>]*\/>|<w:tab\b[^>]*\/>/g;
  for (const match of xml.matchAll(tokens)) {
    if (match[1] !== undefined) parts.push(decodeXmlEntities(match[1]));
    else if (match[0].startsWith("<w:tab")) parts.push("\t");
    else parts.push("\n");
  }
  return parts.join("");
}

function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    if (entity[0] !== "#") return named[entity.toLowerCase()] ?? "";
    const code = entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
}
