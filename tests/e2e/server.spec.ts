/**
 * The production server as a browser meets it. The server's headers, revalidation, redirects and host checks are
 * tested through its app in server/*.test.ts and on the real build in tests/html/server.test.ts; what needs a
 * browser is what the browser itself does with a form post's redirect.
 */

import { loadSiteConfig } from "../../app/config/load.ts";
import { unique } from "./helpers/inbox";
import { expect, test } from "./helpers/test";

const { accessKey } = loadSiteConfig(process.env).forms;

test("a browser's form post never leaves the site, however its redirect is disguised", async ({ page, baseURL }) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(new URL(r.url()).host));
  await page.goto("/404-for-posting");
  // A plain form post to /submit, as the IBA and insurance forms make without script. "/\evil.example" is the
  // disguise a browser reads as another host; the server's own tests try the others.
  await page.evaluate(
    ({ accessKey, name }) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/submit";
      for (const [key, value] of Object.entries({ access_key: accessKey, name, redirect: "/\\evil.example" })) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = key;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { accessKey, name: unique("redirect") },
  );
  await page.waitForURL((url) => url.pathname !== "/404-for-posting");
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  expect(requests).not.toContain("evil.example");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("not sent");
  await expect(page.getByRole("link", { name: /form page|home page/ })).toBeVisible();
});
