import type { MessagesDocument } from "../../documents/types.js";

/** The words of the pricing block, the cart, the launcher and the receipt (config/messages.json `cart`). */
export type CartMessages = MessagesDocument["cart"];

/** What a plan card says around its figures. */
export type PlanWords = Pick<CartMessages, "recommended" | "includesHeading" | "professionalFee" | "plusGst" | "governmentFeesHeading" | "total" | "buyNow" | "buyNowLabel">;

/** A sentence of the documents with its {placeholders} put in (src/lib/fill.ts); React escapes the result. */
export { fill as withValues } from "../../lib/fill.js";
