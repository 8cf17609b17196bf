import type { ApiCommonId, ApiCommonOptionalId } from "../contract/types.js";

/**
 * The server's half of the API input rule (schemas/api/common.schema.json): an id arrives as a number or as its
 * digits, and is stored as the number, so that rows from clients that send text match rows from those that don't.
 */
export const idNumber = (id: ApiCommonId): number => (typeof id === "number" ? id : Number(id));

/** A body whose optional service id is stored as a number (null and absent stay as they are). */
export function withServiceIdNumber<T extends { serviceId?: ApiCommonOptionalId }>(body: T): T {
  return body.serviceId === undefined || body.serviceId === null ? body : { ...body, serviceId: idNumber(body.serviceId) };
}
