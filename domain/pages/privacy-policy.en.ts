import { site } from "../shell/site.ts";
import type { PageDocument } from "./document.ts";

/** The privacy policy in English (152-FZ and the GDPR); the cookie table is drawn from cookie-items.ts. */
export const privacyPolicyEn: PageDocument = {
  title: "Privacy policy",
  lead: `How ${site.brand} collects, uses, keeps and shares personal data, under Russia's Federal Law No. 152-FZ "On Personal Data" and, for guests from the European Union and the European Economic Area, the General Data Protection Regulation (GDPR).`,
  sections: [
    {
      id: "operator",
      title: "Who is responsible",
      blocks: [
        `The operator of your personal data is ${site.brand}, the Lake ${site.product} yacht charter portal. For guests covered by the GDPR we are the controller. Write to us about anything in this policy at ${site.contactEmail}.`,
        "Your data is recorded, kept and processed on servers located in the Russian Federation, as Article 18(5) of 152-FZ requires.",
      ],
    },
    {
      id: "collected",
      title: "What we collect",
      blocks: [
        {
          list: [
            "Account: first and last name, e-mail address, phone (optional), brand name (optional), the roles you chose, your language, and a hash of your password (never the password itself).",
            "Bookings: yacht or trip, dates, number of guests, captain and extras, contact name, e-mail and phone for the booking, special requests, price and payment status. Of a card payment we keep only the last four digits.",
            "Requests and community: contact, concierge and special event requests, event registrations (boat name, sail number, crew names) and comments you post.",
            "Newsletter: your e-mail address and whether you confirmed the subscription.",
            "Technical: the cookies and browser storage listed below, and the server's security logs (IP address of failed sign-ins, kept only in memory to slow down password guessing).",
            "Analytics: which pages you open and actions such as a booking request, only if you allow analytics cookies. We use our own analytics; nothing goes to advertising networks.",
          ],
        },
      ],
    },
    {
      id: "purposes",
      title: "Why, and on what legal basis",
      blocks: [
        {
          list: [
            "To run your account and bookings, pass a request to the yacht owner and take payment: performance of a contract (152-FZ Art. 6(1)(5); GDPR Art. 6(1)(b)).",
            "To answer your requests and send the e-mails you asked for (confirmations, password reset): the contract, or your consent.",
            "To send the newsletter: your consent, given by confirming the subscription; every letter lets you leave.",
            "Analytics and preference cookies: your consent in the cookie dialog (GDPR Art. 6(1)(a)); you can withdraw it there at any time.",
            "To keep accounting records of payments and to protect the portal from abuse: legal obligations and our legitimate interest.",
          ],
        },
        "We make no decisions about you by automated means alone and do not sell personal data.",
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      blocks: [
        {
          list: [
            "Account data: while the account exists. When you delete it, your profile is erased at once.",
            "Bookings and payments: kept for 5 years for tax and accounting law, but anonymised when you delete your account: your name, e-mail, phone and special requests are removed.",
            "Contact and concierge requests: 3 years, or anonymised when you delete your account.",
            "Newsletter: until you unsubscribe or delete your account.",
            "Sign-in sessions: 30 days from your last visit; all of them end when you delete your account.",
            "Cookies: as listed in the table below.",
          ],
        },
      ],
    },
    {
      id: "recipients",
      title: "Who receives it",
      blocks: [
        {
          list: [
            "The yacht's owner receives the booking details needed to host you (name, contact, dates, guests, requests) for bookings of their yacht only.",
            "An insurer receives your quote request when you choose its quote, so that it can contact you and issue the policy.",
            "The partner booking site receives the dates, guests and contact you confirm when you continue a booking of a partner-listed yacht there.",
            "Our e-mail provider delivers the messages we send you; our payment provider processes card payments (we never see the full card number).",
            "Public authorities, only when Russian law obliges us.",
          ],
        },
        "Data of guests covered by the GDPR is transferred to the Russian Federation, which has no adequacy decision of the European Commission; we transfer it because it is necessary for the contract you ask us to perform (GDPR Art. 49(1)(b)).",
      ],
    },
    {
      id: "cookies",
      title: "Cookies and browser storage",
      blocks: [
        "Necessary cookies are always on. The others are stored only after you allow their category in the cookie dialog, which you can open again from the footer to change your choice. The portal also keeps a copy of the catalogue, events and your own bookings in your browser's database (IndexedDB) so that it works offline; it is deleted when you log out or clear the site's data.",
      ],
    },
    {
      id: "rights",
      title: "Your rights and how to use them",
      blocks: [
        "You may ask what data we hold about you and get a copy of it, have it corrected, have it deleted, restrict or object to its processing, withdraw a consent at any time, and receive your data in a portable format.",
        {
          list: [
            "Download all your data as a JSON file: Account settings (/account) → Your data → Download my data.",
            "Correct your profile: Account settings → Profile.",
            "Delete your account: Account settings → Your data → Delete account. Your sessions end on every device; bookings stay, anonymised, as the law requires.",
            `Anything else, or if you cannot sign in: write to ${site.contactEmail}. We answer within 10 working days (152-FZ Art. 20), and at the latest within one month (GDPR Art. 12).`,
          ],
        },
        "You may complain to Roskomnadzor (the Russian data protection authority, rkn.gov.ru) or, for guests covered by the GDPR, to the supervisory authority of your country of residence.",
      ],
    },
    {
      id: "security",
      title: "How we protect it",
      blocks: [
        "Passwords are hashed with Argon2id, session tokens are stored only as hashes, cookies carrying a session are HttpOnly and, over HTTPS, Secure. Access to personal data inside the team is limited to those who need it to serve you.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        "When we change this policy we publish the new version here with its date; important changes are announced by e-mail to registered users.",
      ],
    },
  ],
};
