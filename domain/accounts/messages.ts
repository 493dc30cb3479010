import type { MessageDescriptor } from "@lingui/core";

/** Messages of the accounts API (logins, sessions, reset codes, verification) in the caller's language. */
export const accountMessages = {
  invalidCredentials: /*i18n*/ { id: "auth.invalid_credentials", message: "Invalid email or password" },
  unauthenticated: /*i18n*/ { id: "auth.unauthenticated", message: "Please sign in to continue." },
  forbidden: /*i18n*/ { id: "auth.forbidden", message: "You do not have access to this." },
  tooManyAttempts: /*i18n*/ {
    id: "auth.too_many_attempts",
    message: "Too many attempts. Please try again in {minutes} min.",
  },
  accountThrottled: /*i18n*/ {
    id: "auth.account_throttled",
    message:
      "Too many wrong passwords for this account. Please try again in {seconds} s, or set a new password with a code sent by e-mail (Forgot password?).",
  },
  emailExists: /*i18n*/ { id: "auth.email_exists", message: "Email already exists" },
  emailNotFound: /*i18n*/ {
    id: "auth.email_not_found",
    message: "This email is not registered. Please check your email or register for a new account.",
  },
  loggedOut: /*i18n*/ { id: "auth.logged_out", message: "You have been successfully logged out" },
  codeSent: /*i18n*/ {
    id: "reset.code_sent",
    message: "A verification code has been sent to your email. Please check your inbox and spam folder.",
  },
  tooManyCodes: /*i18n*/ {
    id: "reset.too_many_codes",
    message: "Too many codes were requested for this address. Please try again later.",
  },
  sendFailed: /*i18n*/ {
    id: "reset.send_failed",
    message: "Failed to send verification code. Please try again later.",
  },
  codeInvalid: /*i18n*/ { id: "reset.code_invalid", message: "The verification code is incorrect." },
  codeExpired: /*i18n*/ { id: "reset.code_expired", message: "This code has expired. Please request a new one." },
  codeLocked: /*i18n*/ { id: "reset.code_locked", message: "Too many wrong codes. Please request a new one." },
  passwordReset: /*i18n*/ {
    id: "reset.success",
    message: "Your password has been reset. Please sign in with the new password.",
  },
  verifyInvalid: /*i18n*/ { id: "verify.invalid", message: "This verification link is invalid or has expired." },
  verified: /*i18n*/ { id: "verify.success", message: "Your email address is verified." },
  verificationSent: /*i18n*/ { id: "verify.sent", message: "We have sent you a new verification link." },
  alreadyVerified: /*i18n*/ { id: "verify.already", message: "Your email address is already verified." },
  currentPasswordWrong: /*i18n*/ {
    id: "password.current_wrong",
    message: "The current password is not correct.",
  },
  passwordChanged: /*i18n*/ { id: "password.changed", message: "Your password has been changed." },
  accountDeleted: /*i18n*/ {
    id: "account.deleted",
    message: "Your account has been deleted. Your bookings are kept without your name or contacts.",
  },
} satisfies Record<string, MessageDescriptor>;
