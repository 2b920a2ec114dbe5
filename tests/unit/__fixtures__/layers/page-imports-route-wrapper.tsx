import { route } from "@/lib/api/route";

export default function Page() {
  return <p>{typeof route}</p>;
}
