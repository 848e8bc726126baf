import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { content } from "../../content/index.ts";
import { newEmail, PASSWORD, register as registerAt } from "../support/e2e-accounts.ts";
import { browserSession, hydrated } from "../support/page.ts";

const { open, allowConsole, baseUrl } = browserSession();
const register = (page: Page, firstName: string, email?: string) =>
  registerAt(baseUrl, page, firstName, email);

const toast = (page: Page, text: string) =>
  page.locator(".Toastify").getByText(text, { exact: true }).waitFor();

describe("accounts in the browser", () => {
  it("registers, says so, and shows the profile with the name in the navigation", async () => {
    const { page } = await open("/");
    const email = await register(page, "Kavya");
    await toast(page, "User registered successfully");
    expect(await page.getByTestId("account-link").textContent()).toContain("Kavya");
    expect(await page.getByTestId("profile-view").textContent()).toContain(email);
  });

  it("says why a sign-up is refused, in an error toast", async () => {
    allowConsole(/409|Conflict/);
    const { page } = await open("/");
    const email = await register(page, "Twice");
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/login$/);
    await page.goto(`${baseUrl}/register`);
    await page.getByLabel("First name").fill("Again");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign up" }).click();
    await toast(page, "An account with this e-mail already exists. Log in instead.");
  });

  it("logs in and out: a wrong password gets an error toast, the right one a welcome", async () => {
    allowConsole(/401|Unauthorized/);
    const { page } = await open("/");
    const email = await register(page, "Lakshmi");
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    await toast(page, "You are signed out.");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("Not-my-password-1");
    await page.getByRole("button", { name: "Log in" }).click();
    await toast(page, "Invalid email or password.");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(/\/profile$/);
    await toast(page, "User logged in Successfully");
    // /login shows the profile when already signed in.
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(/\/profile$/);
  });

  it("opens the auth modal from the avatar: messages on submit, the checkbox switches, outside closes, a valid sign-up signs in", async () => {
    const { page } = await open("/");
    // Before hydration the avatar is a plain link to /login; the modal needs React's handler.
    await (await hydrated(page.getByRole("link", { name: "Sign in" }))).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Sign up" }).click();
    for (const message of ["User name is required", "Email is required", "Password is required"]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    await dialog.getByLabel("I already have an account").check();
    await dialog.getByRole("heading", { name: "Log in" }).waitFor();
    await dialog.getByRole("button", { name: "Log in" }).click();
    await dialog.getByText("Email is required", { exact: true }).waitFor();
    // A click on the overlay, outside the modal, closes it.
    await page.mouse.click(10, 700);
    await dialog.waitFor({ state: "detached" });

    await page.getByRole("link", { name: "Sign in" }).click();
    await dialog.getByLabel("User name").fill("Zoya");
    await dialog.getByLabel("Email").fill(newEmail("zoya"));
    await dialog.getByLabel("Password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Sign up" }).click();
    await toast(page, "User registered successfully");
    expect(await page.getByTestId("account-link").textContent()).toContain("Zoya");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("edits the profile: the phone rule, Cancel resets, Save Changes saves", async () => {
    allowConsole(/400|Bad Request/);
    const { page } = await open("/");
    await register(page, "Farah");
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await page.getByLabel("Phone").fill("12345");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Phone number must be exactly 10 digits", { exact: true }).waitFor();
    await toast(page, "Failed to update profile");
    await page.getByRole("link", { name: "Cancel" }).click();
    expect(await page.getByTestId("profile-view").textContent()).not.toContain("12345");

    await page.getByRole("link", { name: "Edit Profile" }).click();
    expect(await page.getByLabel("Phone").inputValue()).toBe("");
    await page.getByLabel("Last name").fill("Khan");
    await page.getByLabel("Phone").fill("9123456780");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Profile updated successfully");
    const view = await page.getByTestId("profile-view").textContent();
    expect(view).toContain("9123456780");
    expect(view).toContain("Khan");
  });

  it("posts a review with stars, clears the text, and keeps it after a reload", async () => {
    const place = content.places[3];
    if (!place) throw new Error("content needs places");
    const { page } = await open(`/place/${encodeURIComponent(place.name)}`);
    expect(await page.getByText("Please log in to submit a review.").count()).toBe(1);
    await register(page, "Ishaan");
    await page.goto(`${baseUrl}/place/${encodeURIComponent(place.name)}`);
    const form = page.getByTestId("review-form");
    await form.getByRole("button", { name: "Submit Review" }).click();
    await form.getByText("Please write a review before submitting.").first().waitFor();
    // Issue 9: the stars' error is announced too, and the labelled group points to it.
    const ratingError = form.getByRole("alert").filter({ hasText: "Choose from 1 to 5 stars." });
    expect(await ratingError.count()).toBe(1);
    const stars = form.getByRole("radiogroup", { name: "Your rating" });
    expect(await stars.getAttribute("aria-invalid")).toBe("true");
    expect(await stars.getAttribute("aria-describedby")).toBe(await ratingError.getAttribute("id"));
    await form.locator("label", { hasText: "4 stars" }).click();
    await form.getByLabel("Your review").fill("Go early; <b>the light</b> is softer before nine.");
    await form.getByRole("button", { name: "Submit Review" }).click();
    await toast(page, "Review submitted successfully!");
    expect(await form.getByLabel("Your review").inputValue()).toBe("");
    await page.reload();
    const review = page.getByTestId("review").filter({ hasText: "Go early" });
    expect(await review.textContent()).toContain("<b>the light</b>");
    expect(await review.textContent()).toContain("Ishaan");
    expect(await review.getByRole("img", { name: "4 out of 5 stars" }).count()).toBe(1);
  });

  it("says 'Something went wrong' for a refused review and 'Error submitting review' when the request fails, keeping the text", async () => {
    allowConsole(/500|Failed to load resource/);
    const place = content.places[7];
    if (!place) throw new Error("content needs places");
    const { page } = await open("/");
    await register(page, "Rohan");
    await page.goto(`${baseUrl}/place/${encodeURIComponent(place.name)}`);
    const form = page.getByTestId("review-form");
    await form.locator("label", { hasText: "3 stars" }).click();
    await form.getByLabel("Your review").fill("Worth the climb.");
    // The form posts to the page's own action through React Router (issue 9).
    const calls = (url: URL) => url.pathname.endsWith(".data");
    await page.route(calls, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, body: "{}" })
        : route.continue(),
    );
    await form.getByRole("button", { name: "Submit Review" }).click();
    await toast(page, "Something went wrong. Please try again.");
    await page.unroute(calls);
    await page.route(calls, (route) =>
      route.request().method() === "POST" ? route.abort("failed") : route.continue(),
    );
    await form.getByRole("button", { name: "Submit Review" }).click();
    await toast(page, "Error submitting review. Please try again.");
    expect(await form.getByLabel("Your review").inputValue()).toBe("Worth the climb.");
  });

  it("shows five reviews, then five more per Load More", async () => {
    const place = content.places[5];
    if (!place) throw new Error("content needs places");
    const { page } = await open("/");
    await register(page, "Nikhil");
    for (let i = 1; i <= 7; i += 1) {
      const res = await page.request.post(`${baseUrl}/api/v1/places/${place.slug}/reviews`, {
        data: { review: `Visit number ${i}`, rating: 3 },
        headers: { origin: baseUrl },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto(`${baseUrl}/place/${encodeURIComponent(place.name)}`);
    const items = page.getByTestId("review");
    expect(await items.count()).toBe(5);
    // The next five come from the server (issue 10): the page itself holds five.
    await (await hydrated(page.getByRole("button", { name: "Load More" }))).click();
    await expect.poll(() => items.count()).toBe(7);
    expect(page.url()).not.toContain("reviewsAfter");
    expect(await page.getByRole("button", { name: "Load More" }).count()).toBe(0);
  });

  it("signs in through an OpenID Connect provider", async () => {
    // The provider's development pages ask the internet for a font and a favicon.
    allowConsole(/ERR_NAME_NOT_RESOLVED|status of 404/);
    const { page } = await open("/login");
    await page.getByRole("button", { name: "Continue with Test ID" }).click();
    // The provider's own login page (oidc-provider's development interaction).
    await page.locator("input[name=login]").fill("olive");
    await page.locator("input[name=password]").fill("anything");
    await page.locator("button[type=submit]").click();
    const consent = page.locator("button[type=submit]", { hasText: /Continue|Authorize/ });
    if (await consent.count()) await consent.click();
    await page.waitForURL(/\/profile$/);
    expect(await page.getByTestId("profile-view").textContent()).toContain("olive@oidc.example");
    expect(await page.getByTestId("account-link").textContent()).toContain("Olive");
  });
});
