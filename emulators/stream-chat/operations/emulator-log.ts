export type LogMode = "json" | "off";

/**
 * The optional activity log (STREAM_EMULATOR_LOG): one JSON object per line on stdout, so a log
 * collector can read it without parsing text, in the shape of ../log.ts (which writes warnings and
 * errors whatever this mode): time, level, service, message (the kind of entry), fields.
 */
export type EmulatorLog = { isEnabled: boolean; write(kind: string, fields: Record<string, unknown>): void };

export function createEmulatorLog(mode: LogMode): EmulatorLog {
  const isEnabled = mode === "json";
  return {
    isEnabled,
    write(kind, fields) {
      if (isEnabled) process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: "info", service: "stream-chat-emulator", message: kind, ...fields })}\n`);
    },
  };
}

/** STREAM_EMULATOR_LOG: "json" or "1" for JSON lines, "verbose" for those plus every request's body. */
export function logModeFromEnv(value: string | undefined): { log: LogMode; logRequests: boolean } {
  if (value === "verbose") return { log: "json", logRequests: true };
  return { log: value === "json" || value === "1" ? "json" : "off", logRequests: false };
}
