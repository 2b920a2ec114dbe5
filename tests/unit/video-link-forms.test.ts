import { describe, expect, it } from "@jest/globals";

import { recogniseVideoLink } from "@/lib/video-links/video-link-forms";

describe("video link forms", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s", "youtube", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://vimeo.com/76979871", "vimeo", "76979871"],
    ["https://vimeo.com/76979871/abc123def", "vimeo", "76979871"],
    ["https://player.vimeo.com/video/76979871", "vimeo", "76979871"],
    ["https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184", "loom", "0281766fa2d04bb788eaf19e65135184"],
    ["https://loom.com/embed/0281766fa2d04bb788eaf19e65135184?t=3", "loom", "0281766fa2d04bb788eaf19e65135184"],
  ])("recognises %s", (url, provider, id) => {
    expect(recogniseVideoLink(url)).toMatchObject({ provider, id });
  });

  it.each([
    "",
    "not a link",
    "javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ",
    "ftp://youtube.com/watch?v=dQw4w9WgXcQ",
    "https://example.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/channel/UC123",
    "https://youtu.be/",
    "https://vimeo.com/channels/staffpicks",
    "https://vimeo.com/",
    "https://player.vimeo.com/video/abc",
    "https://www.loom.com/looms/videos",
    "https://www.loom.com/share/",
    "https://www.loom.com/share/../../etc",
  ])("refuses %s", (url) => {
    expect(recogniseVideoLink(url)).toBeNull();
  });
});
