// The console's answer form (issue 34): "Close the issue with this answer" starts unticked, so an answer
// leaves the request open for the fan's reply unless staff choose to close it.
import { renderToStaticMarkup } from "react-dom/server";
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { describe, expect, it } from "vitest";
import { Answer } from "./SupportPage";

function render(): string {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  return renderToStaticMarkup(
    <ApolloProvider client={client}>
      <Answer issue={{ id: "issue-1" }} />
    </ApolloProvider>,
  );
}

describe("the support inbox's answer form", () => {
  it("has the close box unticked by default", () => {
    const html = render();
    const boxes = [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map((m) => m[0]);
    expect(boxes).toHaveLength(1);
    expect(boxes[0]).not.toMatch(/\schecked/);
    // The box is the one labelled "close" (the key, as no i18n instance is loaded here).
    expect(html).toContain("support.closeIt");
  });
});
