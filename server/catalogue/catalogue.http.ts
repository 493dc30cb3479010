import { catalogueMessages } from "../../domain/catalogue/messages.ts";
import { ApiError } from "../http/errors.ts";

/** The catalogue's answer to an unknown id (bad parameters are `readQuery`'s 400). */
export function notFound(): ApiError {
  return new ApiError(404, "not_found", catalogueMessages.notFound);
}
