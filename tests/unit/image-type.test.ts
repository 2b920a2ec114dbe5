import { describe, expect, it } from "@jest/globals";

import { detectImageType, IMAGE_SIGNATURE_BYTES } from "@/lib/files/image-type";
import { jpegHeader, solidPng, webpHeader } from "@/tests/support/images";

const bytes = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

describe("detectImageType", () => {
  it("knows PNG, JPEG and WebP by their first bytes", () => {
    expect(detectImageType(solidPng())).toBe("image/png");
    expect(detectImageType(jpegHeader)).toBe("image/jpeg");
    expect(detectImageType(webpHeader)).toBe("image/webp");
    expect(detectImageType(bytes("RIFF\x10\x00\x00\x00WEBPVP8L\x00\x00\x00\x00"))).toBe("image/webp");
  });

  it("decides from the first IMAGE_SIGNATURE_BYTES bytes", () => {
    expect(detectImageType(solidPng().subarray(0, IMAGE_SIGNATURE_BYTES))).toBe("image/png");
    expect(detectImageType(webpHeader.subarray(0, IMAGE_SIGNATURE_BYTES))).toBe("image/webp");
  });

  it.each([
    ["a text file renamed .png", bytes("hello, I am not a picture")],
    ["an empty file", new Uint8Array(0)],
    ["a GIF", bytes("GIF89a\x01\x00\x01\x00")],
    ["an SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["a WAV (RIFF, but not WebP)", bytes("RIFF\x10\x00\x00\x00WAVEfmt \x00\x00\x00\x00")],
    ["a RIFF WebP without a known chunk", bytes("RIFF\x10\x00\x00\x00WEBPABCD\x00\x00\x00\x00")],
    ["a truncated PNG signature", solidPng().subarray(0, 7)],
    ["a PDF", bytes("%PDF-1.7\n")],
  ])("refuses %s", (_name, file) => {
    expect(detectImageType(file)).toBeNull();
  });
});
