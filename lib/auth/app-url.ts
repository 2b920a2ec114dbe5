/** The app's public origin for links in e-mails: NEXTAUTH_URL (set by `npm run dev`/`npm start`). */
export function appUrl(): string {
  const url = process.env.NEXTAUTH_URL ?? `http://localhost:${process.env.PORT ?? "3000"}`;
  return url.replace(/\/+$/, "");
}
