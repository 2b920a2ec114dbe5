import sanitizeHtml from "sanitize-html";

/**
 * Job descriptions are employer-written HTML shown on public pages: only structure and emphasis
 * survive. No script, style, iframe, event attribute, class or inline style; links only to web or
 * mail addresses, opening safely in a new tab.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "a", "code", "pre"],
  // rel and target are set by the transform below, whatever the employer wrote.
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    h1: "h2",
    div: "p",
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** The description as text, for its length rule and for search. */
export function descriptionText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
