import { db } from "@/lib/db";

export const store = db;
