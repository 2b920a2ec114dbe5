/**
 * The video presentation links the profile takes, recognised by their URL forms alone (spec 5):
 * YouTube (watch?v=, youtu.be/, shorts/, embed/), Vimeo (vimeo.com/<digits>,
 * player.vimeo.com/video/<digits>) and Loom (loom.com/share/<id>, loom.com/embed/<id>).
 * Shared by the form (an instant hint) and the server (the check that counts).
 */
export type VideoProvider = "youtube" | "vimeo" | "loom";
export type RecognisedVideo = { provider: VideoProvider; id: string; url: string };

const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const loomId = /^[A-Za-z0-9]{10,64}$/;
const digits = /^\d{1,15}$/;

function parseUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www\.|m\.)/, "");
}

function youtube(url: URL, host: string, segments: string[]): string | null {
  if (host === "youtu.be") return segments[0] ?? null;
  if (host !== "youtube.com" && host !== "youtube-nocookie.com") return null;
  if (segments[0] === "watch" && segments.length === 1) return url.searchParams.get("v");
  if ((segments[0] === "shorts" || segments[0] === "embed" || segments[0] === "live") && segments.length === 2) return segments[1]!;
  return null;
}

function vimeo(host: string, segments: string[]): string | null {
  if (host === "vimeo.com") {
    // vimeo.com/<id>, and vimeo.com/<id>/<hash> for unlisted videos.
    return segments.length >= 1 && segments.length <= 2 ? segments[0]! : null;
  }
  if (host === "player.vimeo.com" && segments[0] === "video" && segments.length === 2) return segments[1]!;
  return null;
}

function loom(host: string, segments: string[]): string | null {
  if (host !== "loom.com") return null;
  return (segments[0] === "share" || segments[0] === "embed") && segments.length === 2 ? segments[1]! : null;
}

/** The provider and video id a link points at, or null for anything else. */
export function recogniseVideoLink(value: string): RecognisedVideo | null {
  const url = parseUrl(value);
  if (!url) return null;
  const host = hostOf(url);
  const segments = url.pathname.split("/").filter(Boolean);
  const candidates: [VideoProvider, string | null, RegExp][] = [
    ["youtube", youtube(url, host, segments), youtubeId],
    ["vimeo", vimeo(host, segments), digits],
    ["loom", loom(host, segments), loomId],
  ];
  for (const [provider, id, shape] of candidates) {
    if (id !== null && shape.test(id)) return { provider, id, url: url.toString() };
  }
  return null;
}
