import { deflateSync } from "node:zlib";

import { describe, expect, it } from "@jest/globals";

import { countWords, readCv } from "@/lib/cv/read-cv";
import { buildDocx, buildPdf, buildZip } from "@/prisma/factories/cv-files";

function refusalOf(bytes: Uint8Array): unknown {
  try {
    readCv(bytes);
  } catch (error) {
    return { code: (error as { code?: string }).code, reason: (error as { details?: { reason?: string } }).details?.reason };
  }
  return null;
}

/** A PDF whose catalogue sits in a compressed object stream, as PDF 1.5 writers pack it. */
function pdfWithPackedCatalog(catalog: string): Buffer {
  const packed = `1 0 ${catalog}`;
  const data = deflateSync(Buffer.from(packed, "latin1"));
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, "latin1"),
    data,
    Buffer.from("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n", "latin1"),
  ]);
}

describe("reading a CV by its content", () => {
  it("reads a PDF's pages and text, compressed or not", () => {
    const pdf = buildPdf({ pages: [["Ada Lovelace", "Senior TypeScript engineer"], ["React (hooks) and Node.js"]] });
    const read = readCv(pdf);
    expect(read).toMatchObject({ type: "pdf", mimeType: "application/pdf", pages: 2 });
    expect(read.text).toBe("Ada Lovelace\nSenior TypeScript engineer\nReact (hooks) and Node.js");
    expect(readCv(buildPdf({ compress: false, pages: [["Plain text page"]] })).text).toBe("Plain text page");
  });

  it("decodes text through a font's ToUnicode map", () => {
    const cmap = "/CIDInit /ProcSet findresource begin 12 dict begin begincmap 1 begincodespacerange <0000> <FFFF> endcodespacerange 2 beginbfchar <0001> <0048> <0002> <00ED> endbfchar 1 beginbfrange <0010> <0012> <0061> endbfrange endcmap end end";
    const content = "BT /F9 10 Tf 10 10 Td <000100020010001100120002> Tj ET";
    const pdf = Buffer.from(
      [
        "%PDF-1.7",
        "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
        "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
        "3 0 obj << /Type /Page /Parent 2 0 R /Resources << /Font << /F9 4 0 R >> >> /Contents 5 0 R >> endobj",
        "4 0 obj << /Type /Font /Subtype /Type0 /ToUnicode 6 0 R >> endobj",
        `5 0 obj << /Length ${content.length} >>\nstream\n${content}\nendstream endobj`,
        `6 0 obj << /Length ${cmap.length} >>\nstream\n${cmap}\nendstream endobj`,
        "trailer << /Root 1 0 R >>",
        "%%EOF",
      ].join("\n"),
      "latin1",
    );
    expect(readCv(pdf).text).toBe("Híabcí");
  });

  it("refuses text renamed .pdf, files without %%EOF, and anything that is neither PDF nor ZIP", () => {
    expect(refusalOf(Buffer.from("Just my CV, honestly.\n"))).toEqual({ code: "unsupported_file_type", reason: "not_pdf_or_docx" });
    expect(refusalOf(buildPdf().subarray(0, 200))).toEqual({ code: "unsupported_file_type", reason: "damaged" });
    expect(refusalOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toEqual({ code: "unsupported_file_type", reason: "not_pdf_or_docx" });
  });

  it("refuses PDFs with scripts, launch actions, embedded files, media or XFA, however the name is spelled", () => {
    for (const extra of [
      "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>",
      "/AA << /O << /S /J#61vaScript /J#53 (app.alert(1)) >> >>",
      "/OpenAction << /S /Launch /F (calc.exe) >>",
      "/Names << /EmbeddedFiles 9 0 R >>",
      "/AcroForm << /XFA 9 0 R >>",
      "/RichMedia 9 0 R",
    ]) {
      expect(refusalOf(buildPdf({ catalogExtra: extra }))).toEqual({ code: "unsupported_file_type", reason: "active_content" });
    }
    expect(refusalOf(pdfWithPackedCatalog("<< /Type /Catalog /OpenAction << /S /JavaScript /JS (x) >> >>"))).toEqual({ code: "unsupported_file_type", reason: "active_content" });
    expect(refusalOf(buildPdf({ catalogExtra: "/Encrypt 9 0 R" }))).toEqual({ code: "unsupported_file_type", reason: "encrypted" });
  });

  it("accepts links, an opening page, and '/JS' written in the CV's own text", () => {
    const pdf = buildPdf({ catalogExtra: "/OpenAction [4 0 R /Fit] /URI << /Base (https://example.com/) >>", pages: [["Skills: HTML/JS, CSS (/JavaScript)"]] });
    expect(readCv(pdf).text).toBe("Skills: HTML/JS, CSS (/JavaScript)");
    expect(refusalOf(pdfWithPackedCatalog("<< /Type /Catalog >>"))).toBeNull();
  });

  it("reads a DOCX's paragraphs and refuses macro-enabled or unrelated ZIP files", () => {
    const read = readCv(buildDocx(["María Fernández", "Kotlin & Swift developer"]));
    expect(read).toMatchObject({ type: "docx", pages: 1, text: "María Fernández\nKotlin & Swift developer", wordCount: 5 });
    expect(refusalOf(buildDocx(["Hi"], { macros: true }))).toEqual({ code: "unsupported_file_type", reason: "macros" });
    expect(refusalOf(buildZip({ "notes.txt": "not a document" }))).toEqual({ code: "unsupported_file_type", reason: "not_pdf_or_docx" });
    expect(refusalOf(buildDocx(["Hi"]).subarray(0, 60))).toEqual({ code: "unsupported_file_type", reason: "damaged" });
  });

  it("refuses more than 10 MB with 413", () => {
    const big = Buffer.concat([buildPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    expect(refusalOf(big)).toEqual({ code: "payload_too_large", reason: undefined });
  });

  it("counts words as a reader would", () => {
    expect(countWords("C++ and Node.js, 5 years — o'Brien")).toBe(6);
  });
});

describe("reading crafted PDFs", () => {
  it("stays quick on files built to make the reading slow", () => {
    const started = Date.now();
    const manyHeaders = Buffer.from(`%PDF-1.7\n${"1 0 obj ".repeat(100_000)}endobj\n%%EOF\n`, "latin1");
    expect(readCv(manyHeaders).text).toBe("");
    const manyStreams = Buffer.from(`%PDF-1.7\n${"stream\nx\nendstream\n".repeat(12_000)}%%EOF\n`, "latin1");
    expect(refusalOf(manyStreams)).toEqual({ code: "unsupported_file_type", reason: "damaged" });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe("reading crafted font maps", () => {
  it("stays quick when font dictionaries and map blocks are never closed", () => {
    const started = Date.now();
    const body = `${"/Font << /F1 2 0 R ".repeat(50_000)}`;
    const cmap = "begincmap " + "beginbfchar <01> <0041> ".repeat(50_000);
    const content = "BT /F1 10 Tf (x) Tj ET";
    const pdf = Buffer.from(
      [
        "%PDF-1.7",
        `1 0 obj << /Type /Page /Contents 3 0 R /Resources << ${body} >> endobj`,
        "2 0 obj << /Type /Font /ToUnicode 4 0 R >> endobj",
        `3 0 obj << /Length ${content.length} >>\nstream\n${content}\nendstream endobj`,
        `4 0 obj << /Length ${cmap.length} >>\nstream\n${cmap}\nendstream endobj`,
        "%%EOF",
      ].join("\n"),
      "latin1",
    );
    readCv(pdf);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
