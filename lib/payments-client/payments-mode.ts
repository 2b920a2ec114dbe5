/** How the page collects a card (lib/payments/payments-mode.ts decides on the server): the type the browser may import. */
export type { PaymentsMode } from "@/lib/payments/payments-mode";
