// The entry QR scans at arm's length (issue 15): the code on the fan's ticket page, screenshotted and
// scaled down to what a gate camera sees of it at arm's length, still decodes (jsQR, as the /gate page
// uses), and the decoded text is let in by the gate (verifyEntry).
//
// The size: a 1280×720 gate camera with a 60° lens sees a 46 cm wide field 40 cm away, about 2.8 px a
// millimetre; the code is about 55 mm wide on a phone held there (358 CSS px of a 390 px wide screen),
// so about 160 px across, quiet zone included.
import jsQR from "jsqr";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gql, signIn } from "./accounts.ts";
import { graphql } from "../gql/index.ts";
import { fanWithPaidOrder } from "./paid-order.ts";
import { TicketPage } from "./pages/my-tickets.page.ts";

const CAMERA_PX = 160;

/** A screenshot of the QR element, with the code it shows (read on both sides of the shot). */
async function shot(page: Page): Promise<{ png: Buffer; code: string }> {
  const qr = page.getByTestId("qr-code");
  for (;;) {
    const code = (await qr.getAttribute("data-code"))!;
    const png = await qr.screenshot();
    if ((await qr.getAttribute("data-code")) === code) return { png, code };
  }
}

/** The screenshot as the camera sees it: scaled down smoothly (like optics) to size × size pixels. */
async function cameraView(page: Page, png: Buffer, size: number): Promise<Uint8ClampedArray> {
  const pixels = await page.evaluate(
    async ({ b64, size }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = size;
      canvas.height = size;
      const ctx = canvas.getContext("2d")!;
      ctx.imageSmoothingEnabled = true;
      ctx.imageSmoothingQuality = "high";
      ctx.drawImage(img, 0, 0, size, size);
      return Array.from(ctx.getImageData(0, 0, size, size).data);
    },
    { b64: png.toString("base64"), size },
  );
  return Uint8ClampedArray.from(pixels);
}

test("the ticket's QR decodes from a camera-sized screenshot and the gate lets the fan in", async ({ page, request, factories, baseURL, server }) => {
  const { fan, token } = await fanWithPaidOrder(request, factories, baseURL!);
  const tickets = await gql(request, graphql(`query E2EMyTicketIds { myTickets(tab: UPCOMING) { edges { node { id } } } }`), {}, token);
  const ticketId = tickets.myTickets.edges[0].node.id;
  // The code changes every 30 s, and a new code's data-code is on the element a moment before its image
  // (drawn asynchronously): a shot across a change pairs one code's image with the next one's text. The
  // server's clock (deps.now) and the page's (Date) stand still for this test, so the code stays put;
  // timers keep running.
  const frozen = new Date();
  const realNow = server.app.deps.now;
  server.app.deps.now = () => new Date(frozen);
  await page.clock.setFixedTime(frozen);
  try {
    await signIn(page, fan, TicketPage.path(ticketId));
    await expect(page.getByTestId("qr-code")).toBeVisible();
    await expect(page.getByTestId("qr-brightness")).toContainText("brightness");
    await scanAtTheGate(page, request, server.staffToken);
  } finally {
    server.app.deps.now = realNow;
  }
});

async function scanAtTheGate(page: Page, request: APIRequestContext, staffToken: string) {
  const { png, code } = await shot(page);
  // A gate camera reads several frames a second while the fan's arm wavers a little: frames of
  // 150–170 px across. jsQR is sensitive to how modules fall on the pixel grid, so one frame in five
  // must decode (a camera at 10 frames a second then reads the code within half a second).
  let decoded: ReturnType<typeof jsQR> = null;
  for (const size of [CAMERA_PX, CAMERA_PX - 5, CAMERA_PX + 5, CAMERA_PX - 10, CAMERA_PX + 10]) {
    decoded = jsQR(await cameraView(page, png, size), size, size);
    if (decoded) break;
  }
  expect(decoded, `the code decodes from about ${CAMERA_PX}×${CAMERA_PX} px`).not.toBeNull();
  expect(decoded!.data).toBe(code);
  // Measured on the image itself: QR version 10 or lower (57×57 modules at most; the first format was 13).
  expect(decoded!.version).toBeLessThanOrEqual(10);

  const verified = await request.post("/graphql", {
    data: {
      query: `mutation($input: VerifyEntryInput!) { verifyEntry(input: $input) { __typename ... on EntryVerification { result } } }`,
      variables: { input: { code: decoded!.data, gateId: "e2e-camera", entrance: "Gate 1" } },
    },
    headers: { authorization: `Bearer ${staffToken}` },
  });
  const body = (await verified.json()) as { data: { verifyEntry: { __typename: string; result?: string } } };
  expect(body.data.verifyEntry.result).toBe("ACCEPTED");
}
