import "server-only";

import { recogniseVideoLink, type RecognisedVideo, type VideoProvider } from "@/lib/video-links/video-link-forms";

/**
 * Whether a video presentation link is one we accept. Offline (the default) the URL form decides.
 * With VIDEO_LINK_OEMBED=on the provider's oEmbed endpoint must also know the video (spec 5):
 * a Loom video that is private or has no duration is refused, and a lookup that fails, answers
 * anything but 200, or takes longer than the timeout counts as invalid.
 */
const OEMBED_TIMEOUT_MS = 3000;

const defaultEndpoints: Record<VideoProvider, string> = {
  youtube: "https://www.youtube.com/oembed",
  vimeo: "https://vimeo.com/api/oembed.json",
  loom: "https://www.loom.com/v1/oembed",
};

const endpointEnv: Record<VideoProvider, string> = {
  youtube: "VIDEO_LINK_OEMBED_YOUTUBE_URL",
  vimeo: "VIDEO_LINK_OEMBED_VIMEO_URL",
  loom: "VIDEO_LINK_OEMBED_LOOM_URL",
};

export function isOembedLookupOn(): boolean {
  return process.env.VIDEO_LINK_OEMBED === "on";
}

function endpointOf(provider: VideoProvider): string {
  return process.env[endpointEnv[provider]] || defaultEndpoints[provider];
}

type OembedAnswer = { duration?: unknown; video_duration?: unknown; privacy?: unknown; is_private?: unknown };

async function lookUp(video: RecognisedVideo): Promise<OembedAnswer | null> {
  const url = new URL(endpointOf(video.provider));
  url.searchParams.set("url", video.url);
  url.searchParams.set("format", "json");
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(OEMBED_TIMEOUT_MS), redirect: "error", headers: { accept: "application/json" } });
    if (response.status !== 200) return null;
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null ? (body as OembedAnswer) : null;
  } catch {
    return null;
  }
}

function isPlayableLoom(answer: OembedAnswer): boolean {
  const duration = Number(answer.duration ?? answer.video_duration);
  const isPrivate = answer.is_private === true || (typeof answer.privacy === "string" && answer.privacy.toLowerCase() !== "public");
  return Number.isFinite(duration) && duration > 0 && !isPrivate;
}

export async function checkVideoLink(value: string): Promise<boolean> {
  const video = recogniseVideoLink(value);
  if (!video) return false;
  if (!isOembedLookupOn()) return true;
  const answer = await lookUp(video);
  if (!answer) return false;
  return video.provider === "loom" ? isPlayableLoom(answer) : true;
}
