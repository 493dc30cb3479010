import { describe, expect, it } from "vitest";
import { vm } from "../http/validation-messages.ts";
import {
  fieldErrors,
  forgotPasswordSchema,
  loginFormSchema,
  registerFormSchema,
  registerPayloadSchema,
  resetFormSchema,
} from "./auth-schemas.ts";

const goodRegistration = {
  firstName: "Anna",
  lastName: "Petrova",
  email: "anna@example.com",
  phone: "",
  brandName: "",
  roles: ["customer"],
  password: "Baikal1!x",
  confirmPassword: "Baikal1!x",
};

describe("the forms' schemas (spec section 5)", () => {
  it("login: required, e-mail format, at least 6 characters", () => {
    expect(fieldErrors(loginFormSchema, { email: "", password: "" })).toEqual({
      email: vm.required,
      password: vm.required,
    });
    expect(fieldErrors(loginFormSchema, { email: "nope", password: "12345" })).toEqual({
      email: vm.invalidEmail,
      password: vm.loginPasswordMin,
    });
    expect(fieldErrors(loginFormSchema, { email: " a@b.ru ", password: "123456" })).toEqual({});
  });

  it("forgot password and reset: the spec's English messages", () => {
    expect(fieldErrors(forgotPasswordSchema, { email: "x@" })).toEqual({ email: vm.validEmail });
    expect(
      fieldErrors(resetFormSchema, { email: "a@b.ru", code: "12", newPassword: "123", confirmPassword: "123" }),
    ).toEqual({ code: vm.codeMin, newPassword: vm.resetPasswordMin, confirmPassword: vm.resetPasswordMin });
    expect(
      fieldErrors(resetFormSchema, {
        email: "a@b.ru",
        code: "123456",
        newPassword: "123456",
        confirmPassword: "1234567",
      }),
    ).toEqual({ confirmPassword: vm.passwordsMismatch });
    expect(
      fieldErrors(resetFormSchema, {
        email: "a@b.ru",
        code: "12345a",
        newPassword: "123456",
        confirmPassword: "123456",
      }),
    ).toEqual({ code: vm.codeDigits });
  });

  it("registration: each rule its own message, the first failing one per field", () => {
    expect(fieldErrors(registerFormSchema, goodRegistration)).toEqual({});
    const bad = (patch: Record<string, unknown>) => fieldErrors(registerFormSchema, { ...goodRegistration, ...patch });
    expect(bad({ firstName: "A" })).toEqual({ firstName: vm.firstNameMin });
    expect(bad({ lastName: " B " })).toEqual({ lastName: vm.lastNameMin });
    expect(bad({ email: "anna@" })).toEqual({ email: vm.registerEmail });
    expect(bad({ password: "Ba1!", confirmPassword: "Ba1!" })).toEqual({ password: vm.passwordMin });
    expect(bad({ password: "baikal1!x", confirmPassword: "baikal1!x" })).toEqual({ password: vm.passwordUppercase });
    expect(bad({ password: "Baikal!!x", confirmPassword: "Baikal!!x" })).toEqual({ password: vm.passwordDigit });
    expect(bad({ password: "Baikal11x", confirmPassword: "Baikal11x" })).toEqual({ password: vm.passwordSpecial });
    expect(bad({ confirmPassword: "other" })).toEqual({ confirmPassword: vm.passwordsMismatch });
    expect(bad({ roles: [] })).toEqual({ roles: vm.rolesMin });
    expect(bad({ roles: ["admin"] })).toEqual({ roles: vm.rolesMin });
    expect(bad({ phone: "call me" })).toEqual({ phone: vm.phone });
  });

  it("registration payload: optional fields become null, photoUrl is null", () => {
    const { confirmPassword: _, ...payload } = goodRegistration;
    const result = registerPayloadSchema["~run"]({ value: payload }, {});
    expect(result.issues).toBeUndefined();
    expect(result.value).toMatchObject({ phone: null, brandName: null, photoUrl: null, roles: ["customer"] });
  });
});
