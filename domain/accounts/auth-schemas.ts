import * as v from "valibot";
import { vm } from "../http/validation-messages.ts";
import { emailAddress } from "../shared/email.ts";
import { isPhone } from "../shared/phone.ts";
import { NAME_MIN, PASSWORD_MIN_LOGIN, PASSWORD_MIN_REGISTER, RESET_CODE_LENGTH, TEXT_MAX } from "./accounts.ts";
import { hasSpecial } from "./password-strength.ts";
import { type SelectableRole, selectableRoles } from "./roles.ts";

/**
 * One valibot schema per form of spec section 5, used by the form and by the server. Each check
 * carries a message id (domain/http/validation-messages.ts) that both sides translate; a field shows
 * its first failing check.
 */
const text = (min: number, minMessage: string) =>
  v.pipe(v.string(vm.fieldRequired), v.trim(), v.minLength(min, minMessage), v.maxLength(TEXT_MAX, vm.tooLong));

const optionalText = v.pipe(
  v.optional(v.nullable(v.string(vm.tooLong)), null),
  v.transform((value) => value?.trim() || null),
  v.nullable(v.pipe(v.string(), v.maxLength(TEXT_MAX, vm.tooLong))),
);

const optionalPhone = v.pipe(
  optionalText,
  v.check((value) => value === null || isPhone(value), vm.phone),
);

const loginEmail = v.pipe(v.string(vm.required), v.trim(), v.nonEmpty(vm.required), emailAddress(vm.invalidEmail));
const loginPassword = v.pipe(
  v.string(vm.required),
  v.nonEmpty(vm.required),
  v.minLength(PASSWORD_MIN_LOGIN, vm.loginPasswordMin),
);

export const loginFormSchema = v.object({ email: loginEmail, password: loginPassword });
/** The login call sends the e-mail as `username` (section 7). */
export const loginPayloadSchema = v.object({ username: loginEmail, password: loginPassword });

const genericEmail = v.pipe(
  v.string(vm.fieldRequired),
  v.trim(),
  v.nonEmpty(vm.fieldRequired),
  emailAddress(vm.validEmail),
  v.maxLength(TEXT_MAX, vm.validEmail),
);

export const forgotPasswordSchema = v.object({ email: genericEmail });
export const checkEmailQuerySchema = v.object({ email: genericEmail });

const resetCode = v.pipe(
  v.string(vm.fieldRequired),
  v.trim(),
  v.minLength(RESET_CODE_LENGTH, vm.codeMin),
  v.regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), vm.codeDigits),
);
const resetPassword = v.pipe(v.string(vm.fieldRequired), v.minLength(PASSWORD_MIN_LOGIN, vm.resetPasswordMin));

export const resetPayloadSchema = v.object({ email: genericEmail, code: resetCode, newPassword: resetPassword });
export const resetFormSchema = v.pipe(
  v.object({ ...resetPayloadSchema.entries, confirmPassword: resetPassword }),
  v.forward(
    v.partialCheck(
      [["newPassword"], ["confirmPassword"]],
      (input) => input.newPassword === input.confirmPassword,
      vm.passwordsMismatch,
    ),
    ["confirmPassword"],
  ),
);

/** The registration password rule of section 5, each part with its own message. */
export const registerPassword = v.pipe(
  v.string(vm.fieldRequired),
  v.minLength(PASSWORD_MIN_REGISTER, vm.passwordMin),
  v.regex(/\p{Lu}/u, vm.passwordUppercase),
  v.regex(/\d/, vm.passwordDigit),
  v.check(hasSpecial, vm.passwordSpecial),
  v.maxLength(256, vm.tooLong),
);

const rolesField = v.pipe(
  v.array(v.string(), vm.rolesMin),
  v.check((list) => list.every((role) => (selectableRoles as readonly string[]).includes(role)), vm.rolesMin),
  v.minLength(1, vm.rolesMin),
  v.transform((list) => [...new Set(list)] as SelectableRole[]),
);

export const registerPayloadSchema = v.object({
  firstName: text(NAME_MIN, vm.firstNameMin),
  lastName: text(NAME_MIN, vm.lastNameMin),
  brandName: optionalText,
  email: v.pipe(
    v.string(vm.registerEmail),
    v.trim(),
    emailAddress(vm.registerEmail),
    v.maxLength(TEXT_MAX, vm.registerEmail),
  ),
  phone: optionalPhone,
  roles: rolesField,
  password: registerPassword,
  // Always null at registration (section 3); a photo is added later.
  photoUrl: v.optional(v.null(vm.photoLater), null),
});
export type RegisterPayload = v.InferInput<typeof registerPayloadSchema>;

export const registerFormSchema = v.pipe(
  v.object({
    ...registerPayloadSchema.entries,
    confirmPassword: v.string(vm.fieldRequired),
  }),
  v.forward(
    v.partialCheck(
      [["password"], ["confirmPassword"]],
      (input) => input.password === input.confirmPassword,
      vm.passwordsMismatch,
    ),
    ["confirmPassword"],
  ),
);

export const profileSchema = v.object({
  firstName: v.optional(text(NAME_MIN, vm.firstNameMin)),
  lastName: v.optional(text(NAME_MIN, vm.lastNameMin)),
  phone: v.optional(optionalPhone),
  brandName: v.optional(optionalText),
  locale: v.optional(v.picklist(["en", "ru"], vm.fieldRequired)),
});

export const changePasswordPayloadSchema = v.object({
  currentPassword: v.pipe(v.string(vm.fieldRequired), v.nonEmpty(vm.fieldRequired)),
  newPassword: registerPassword,
});
export const changePasswordFormSchema = v.pipe(
  v.object({ ...changePasswordPayloadSchema.entries, confirmPassword: v.string(vm.fieldRequired) }),
  v.forward(
    v.partialCheck(
      [["newPassword"], ["confirmPassword"]],
      (input) => input.newPassword === input.confirmPassword,
      vm.passwordsMismatch,
    ),
    ["confirmPassword"],
  ),
);

export const verifyEmailSchema = v.object({ token: v.pipe(v.string(vm.fieldRequired), v.nonEmpty(vm.fieldRequired)) });

/** `{ field: messageId }` of the first failing check per field; empty when the input is valid. */
export function fieldErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? "form";
    fields[key] ??= issue.message;
  }
  return fields;
}
