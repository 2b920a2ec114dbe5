/** Every page's title names the page, then the brand: "Messages — Remote Jobs". */
const SEPARATOR = " — ";

/** Next's metadata template (app/layout.tsx) for the titles pages give. */
export function pageTitleTemplate(brand: string): string {
  return `%s${SEPARATOR}${brand}`;
}

/** The same title for a page that writes its own <title> element (the template does not reach it). */
export function brandedTitle(title: string, brand: string): string {
  return `${title}${SEPARATOR}${brand}`;
}
