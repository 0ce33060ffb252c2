/** The production server as a browser meets it: redirects stay on the site, HTTP details hold. */
import { expect, type Page, test } from "@playwright/test";

import { loadSiteConfig } from "../../app/config/load.ts";
import { unique } from "./helpers/inbox";

const { accessKey } = loadSiteConfig(process.env).forms;

/** A plain browser form post to /submit, as the IBA and insurance forms make without script. */
async function postForm(page: Page, redirect: string, name: string) {
  await page.goto("/404-for-posting");
  await page.evaluate(
    ({ accessKey, redirect, name }) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/submit";
      for (const [key, value] of Object.entries({ access_key: accessKey, name, redirect })) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = key;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { accessKey, redirect, name },
  );
  await page.waitForURL((url) => url.pathname !== "/404-for-posting");
}

test.describe("the production server", () => {
  for (const redirect of ["/\\evil.example", "/\t/evil.example", "//evil.example", "https://evil.example/"]) {
    test(`a browser post never leaves the site for redirect=${JSON.stringify(redirect)}`, async ({ page, baseURL }) => {
      const requests: string[] = [];
      page.on("request", (r) => requests.push(new URL(r.url()).host));
      await postForm(page, redirect, unique("redirect"));
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      expect(requests).not.toContain("evil.example");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("not sent");
      await expect(page.getByRole("link", { name: /form page|home page/ })).toBeVisible();
    });
  }

  test("a same-site redirect is followed after the lead is stored", async ({ page, baseURL }) => {
    await postForm(page, "/thank-you", unique("redirect-ok"));
    expect(page.url()).toBe(new URL("/thank-you", baseURL).href);
  });

  test("pages revalidate with 304 and carry COOP", async ({ request }) => {
    const first = await request.get("/about");
    expect(first.headers()["cross-origin-opener-policy"]).toBe("same-origin");
    const etag = first.headers().etag!;
    const again = await request.get("/about", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
  });

  test("the inbox refuses foreign host names", async ({ request }) => {
    const res = await request.get("/inbox", { headers: { Host: "rebind.example" } });
    expect(res.status()).toBe(421);
  });
});
