import type { BilingualDocument } from "./document.ts";
import { privacyPolicyEn } from "./privacy-policy.en.ts";
import { privacyPolicyRu } from "./privacy-policy.ru.ts";
import { termsEn } from "./terms.en.ts";
import { termsRu } from "./terms.ru.ts";

/** The legal texts of the portal, each in both languages. */
export const privacyPolicy: BilingualDocument = { en: privacyPolicyEn, ru: privacyPolicyRu };
export const termsOfService: BilingualDocument = { en: termsEn, ru: termsRu };
