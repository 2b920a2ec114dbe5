import { spawn, type ChildProcess } from "node:child_process";

/**
 * An emulator (its main.ts) in a process of its own, so that its CPU and memory are its own;
 * resolves once it says it is listening, rejects if it exits first. `nodeOptions` come after tsx
 * is loaded, so they may import TypeScript (the memory probe).
 */
export async function startEmulatorProcess(entry: string, env: Record<string, string>, nodeOptions: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", ...nodeOptions, entry], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`the emulator exited with ${code}`)));
  });
  return child;
}
