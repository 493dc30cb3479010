import type { MessageDescriptor } from "@lingui/core";

/**
 * Validation messages of spec section 5, shared by the forms and the server. Texts the spec quotes
 * in English are the English source; texts it quotes in Russian are the Russian translation (see
 * locales/ru), so each appears verbatim in the language it was quoted in.
 */
export const validationMessages = {
  // Login: the default messages of section 5.
  required: /*i18n*/ { id: "validation.required", message: "Required" },
  invalidEmail: /*i18n*/ { id: "validation.invalid_email", message: "Invalid email" },
  loginPasswordMin: /*i18n*/ {
    id: "validation.login_password_min",
    message: "String must contain at least 6 character(s)",
  },
  // Generic messages, forgot-password and reset.
  fieldRequired: /*i18n*/ { id: "validation.field_required", message: "This field is required" },
  validEmail: /*i18n*/ { id: "validation.valid_email", message: "Please enter a valid email address" },
  codeMin: /*i18n*/ { id: "validation.code_min", message: "Verification code must be at least 6 characters" },
  codeDigits: /*i18n*/ { id: "validation.code_digits", message: "Enter the 6-digit code from the email" },
  resetPasswordMin: /*i18n*/ { id: "validation.reset_password_min", message: "Password must be at least 6 characters" },
  passwordsMismatch: /*i18n*/ { id: "validation.passwords_mismatch", message: "Passwords do not match" },
  // Registration: quoted in Russian by the spec.
  firstNameMin: /*i18n*/ { id: "validation.first_name_min", message: "First name must contain at least 2 characters" },
  lastNameMin: /*i18n*/ { id: "validation.last_name_min", message: "Last name must contain at least 2 characters" },
  registerEmail: /*i18n*/ { id: "validation.register_email", message: "Enter a valid email address" },
  passwordMin: /*i18n*/ { id: "validation.password_min", message: "Password must contain at least 8 characters" },
  passwordUppercase: /*i18n*/ {
    id: "validation.password_uppercase",
    message: "Password must contain at least one uppercase letter",
  },
  passwordDigit: /*i18n*/ { id: "validation.password_digit", message: "Password must contain at least one digit" },
  passwordSpecial: /*i18n*/ {
    id: "validation.password_special",
    message: "Password must contain at least one special character",
  },
  rolesMin: /*i18n*/ { id: "validation.roles_min", message: "Select at least one role" },
  emailInUse: /*i18n*/ {
    id: "validation.email_in_use",
    message: "This email is already in use. Please use a different email.",
  },
  // Bounds the spec does not show.
  phone: /*i18n*/ { id: "validation.phone", message: "Enter a valid phone number" },
  tooLong: /*i18n*/ { id: "validation.too_long", message: "This text is too long" },
  photoLater: /*i18n*/ {
    id: "validation.photo_later",
    message: "A photo is added from your account after registration",
  },
} satisfies Record<string, MessageDescriptor>;

/** The id a valibot check carries as its message; the form and the server translate it. */
export const vm = Object.fromEntries(
  Object.entries(validationMessages).map(([key, descriptor]) => [key, descriptor.id]),
) as Record<keyof typeof validationMessages, string>;
