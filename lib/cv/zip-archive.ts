import "server-only";

import { inflateRawSync } from "node:zlib";

/** One file in a ZIP archive, as its central directory lists it. */
type ZipEntry = { name: string; method: number; compressedSize: number; size: number; localHeaderOffset: number };

export class DamagedArchiveError extends Error {}

/** No part of a DOCX needs more; a "ZIP bomb" stops here instead of filling the memory. */
const MAX_ENTRY_BYTES = 32 * 1024 * 1024;

/**
 * The entries of a ZIP archive (a DOCX is one), read from its central directory, with a way to
 * read one entry's bytes. Only what DOCX files use: stored and deflated entries, no ZIP64, no
 * encryption. Throws DamagedArchiveError for anything it cannot read.
 */
export function openZip(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(view);
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const entries = new Map<string, ZipEntry>();
  for (let index = 0; index < count; index++) {
    if (offset + 46 > bytes.byteLength || view.getUint32(offset, true) !== 0x02014b50) throw new DamagedArchiveError("central directory");
    const flags = view.getUint16(offset + 8, true);
    const nameLength = view.getUint16(offset + 28, true);
    const entry: ZipEntry = {
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      size: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
      name: Buffer.from(bytes.subarray(offset + 46, offset + 46 + nameLength)).toString("utf8"),
    };
    if (flags & 0x1) throw new DamagedArchiveError("encrypted entry");
    entries.set(entry.name, entry);
    offset += 46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }

  return {
    names: [...entries.keys()],
    has: (name: string) => entries.has(name),
    /** The entry's bytes, or null when the archive has no such entry. */
    read(name: string): Buffer | null {
      const entry = entries.get(name);
      if (!entry) return null;
      const local = entry.localHeaderOffset;
      if (local + 30 > bytes.byteLength || view.getUint32(local, true) !== 0x04034b50) throw new DamagedArchiveError("local header");
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      const data = bytes.subarray(start, start + entry.compressedSize);
      if (data.byteLength !== entry.compressedSize) throw new DamagedArchiveError("truncated entry");
      if (entry.method === 0) return Buffer.from(data);
      if (entry.method !== 8) throw new DamagedArchiveError("compression method");
      try {
        return inflateRawSync(data, { maxOutputLength: MAX_ENTRY_BYTES });
      } catch {
        throw new DamagedArchiveError("inflate");
      }
    },
  };
}

function findEndOfCentralDirectory(view: DataView): number {
  // The record is 22 bytes, followed by a comment of up to 65,535 bytes.
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let offset = view.byteLength - 22; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === 0x06054b50) return offset;
  }
  throw new DamagedArchiveError("no end of central directory");
}
