import { nextTimestamp } from "../clock.ts";
import type { EmulatorContext } from "../context.ts";
import { inputError } from "../errors.ts";
import { asRecord } from "../http/api-request.ts";

/** Stream's FileUploadConfig; empty lists and a size_limit of 0 mean "no restriction" and "the default". */
export type UploadConfig = {
  allowed_file_extensions: string[];
  blocked_file_extensions: string[];
  allowed_mime_types: string[];
  blocked_mime_types: string[];
  size_limit: number;
};

export type AppSettings = { file_upload_config: UploadConfig; image_upload_config: UploadConfig };

export const UPLOAD_CONFIG_NAMES = ["file_upload_config", "image_upload_config"] as const;

const LIST_FIELDS = ["allowed_file_extensions", "blocked_file_extensions", "allowed_mime_types", "blocked_mime_types"] as const;

export const openUploadConfig = (): UploadConfig => ({
  allowed_file_extensions: [],
  blocked_file_extensions: [],
  allowed_mime_types: [],
  blocked_mime_types: [],
  size_limit: 0,
});

function parseList(configName: string, field: string, value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) throw inputError(`${configName}.${field} must be a list of strings`);
  return (value as string[]).map((item) => item.trim()).filter(Boolean);
}

function parseSizeLimit(configName: string, value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) throw inputError(`${configName}.size_limit must be a whole number of bytes, 0 or more`);
  return value;
}

/** A config in a PATCH replaces the stored one as a whole: fields it leaves out go back to open. */
export function parseUploadConfig(configName: string, value: unknown): UploadConfig {
  if (!value || typeof value !== "object" || Array.isArray(value)) throw inputError(`${configName} must be an object`);
  const record = asRecord(value);
  const unknownFields = Object.keys(record).filter((field) => field !== "size_limit" && !(LIST_FIELDS as readonly string[]).includes(field));
  if (unknownFields.length) throw inputError(`${configName} has unknown fields: ${unknownFields.join(", ")}`);
  const config = openUploadConfig();
  for (const field of LIST_FIELDS) config[field] = parseList(configName, field, record[field]);
  config.size_limit = parseSizeLimit(configName, record.size_limit);
  return config;
}

/** One row per emulator database; it exists only once the settings were changed. */
export async function loadAppSettings(ctx: EmulatorContext): Promise<AppSettings> {
  const row = await ctx.db.row<AppSettings>("SELECT file_upload_config, image_upload_config FROM app_settings WHERE id = 1");
  return {
    file_upload_config: { ...openUploadConfig(), ...row?.file_upload_config },
    image_upload_config: { ...openUploadConfig(), ...row?.image_upload_config },
  };
}

/**
 * Only the upload configs are stored. Other settings (token revocation, hooks, push, ...) would
 * change behaviour the emulator does not have, so they are refused rather than silently kept.
 */
export async function updateAppSettings(ctx: EmulatorContext, body: Record<string, unknown>): Promise<AppSettings> {
  const unsupported = Object.keys(body).filter((key) => !(UPLOAD_CONFIG_NAMES as readonly string[]).includes(key));
  if (unsupported.length) throw inputError(`app settings not supported by the emulator: ${unsupported.join(", ")}`);
  const changes = UPLOAD_CONFIG_NAMES.filter((name) => body[name] !== undefined).map((name) => [name, parseUploadConfig(name, body[name])] as const);
  if (!changes.length) return loadAppSettings(ctx);
  // One statement, so concurrent updates of the two configs cannot lose each other's change.
  const changed = Object.fromEntries(changes);
  await ctx.db.rows(
    `INSERT INTO app_settings (id, file_upload_config, image_upload_config, updated_at) VALUES (1, $1, $2, $4)
     ON CONFLICT (id) DO UPDATE SET
       file_upload_config = CASE WHEN $3::text[] @> ARRAY['file_upload_config'] THEN EXCLUDED.file_upload_config ELSE app_settings.file_upload_config END,
       image_upload_config = CASE WHEN $3::text[] @> ARRAY['image_upload_config'] THEN EXCLUDED.image_upload_config ELSE app_settings.image_upload_config END,
       updated_at = EXCLUDED.updated_at`,
    [
      JSON.stringify(changed.file_upload_config ?? openUploadConfig()),
      JSON.stringify(changed.image_upload_config ?? openUploadConfig()),
      Object.keys(changed),
      nextTimestamp(),
    ],
  );
  return loadAppSettings(ctx);
}
