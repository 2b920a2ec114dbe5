import { setClock } from "../clock.ts";
import type { EmulatorContext } from "../context.ts";
import { runDueBilling } from "./run-due-billing.ts";

/** Moves the shared clock to `target` and runs, in time order, all the billing that falls due on the way. */
export async function advanceClock(ctx: EmulatorContext, target: number): Promise<number> {
  const reached = await setClock(ctx.db, target);
  await runDueBilling(ctx, reached);
  return reached;
}
