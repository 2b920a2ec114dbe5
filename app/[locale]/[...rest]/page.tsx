import { notFound } from "next/navigation";

/** An address no page answers within a language: the not-found page, in the shell and that language. */
export default function UnknownPage(): never {
  notFound();
}
