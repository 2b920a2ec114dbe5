export const DEFAULT_AVATAR_SRC = "/images/default-avatar.svg";

export type AvatarProps = {
  /** The profile picture; the default avatar when there is none. */
  src?: string | null;
  /** Empty when a name is shown beside the picture (the picture is then decorative). */
  alt?: string;
  size?: number;
  className?: string;
};

export function Avatar({ src, alt = "", size = 32, className }: AvatarProps) {
  return (
    // Profile pictures come from any host (uploads, social sign-in) at avatar size already:
    // next/image would need every host configured and could not make them smaller.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src || DEFAULT_AVATAR_SRC}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={["shrink-0 rounded-full bg-slate-100 object-cover dark:bg-slate-800", className].filter(Boolean).join(" ")}
      style={{ width: size, height: size }}
    />
  );
}
