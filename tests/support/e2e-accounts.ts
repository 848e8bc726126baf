import type { Page } from "playwright-core";

// Signing up in the browser, for the end-to-end tests that need a traveller of their own.

export const PASSWORD = "Sunset-at-Sam-dunes-5";
let serial = 0;
export const newEmail = (name: string) => {
  serial += 1;
  return `${name}.${serial}.${Date.now()}@example.com`;
};

/** Signs up through /register and waits for the profile page. */
export async function register(
  baseUrl: string,
  page: Page,
  firstName: string,
  email = newEmail(firstName.toLowerCase()),
) {
  await page.goto(`${baseUrl}/register`);
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
  await page.waitForURL(/\/profile$/);
  return email;
}
