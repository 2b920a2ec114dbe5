/** The API version stripe 23.1.0 pins; objects and events are rendered in its shapes. */
export const API_VERSION = "2026-10-28.endive";
