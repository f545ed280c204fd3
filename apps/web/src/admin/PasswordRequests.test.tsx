import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { act } from "react";
import { Observable } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { useTestScreen } from "../test-support/render.js";
import { setAdminLanguage } from "./admin-i18n.js";
import { PasswordRequests } from "./PasswordRequests.js";

/** A server answering the two operations of the section, and counting the answers it gave. */
function fakeServer() {
  const answered: number[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName === "AdminPasswordRequests") {
          const waiting = [
            { __typename: "PasswordRequest", id: 7, email: "grace@example.org", known: true, requestedAt: "2026-12-05T09:00:00.000Z" },
            { __typename: "PasswordRequest", id: 8, email: "nobody@example.org", known: false, requestedAt: "2026-12-05T09:30:00.000Z" },
          ].filter((r) => !answered.includes(r.id));
          observer.next({ data: { passwordRequests: waiting } });
        } else {
          answered.push(operation.variables.id as number);
          observer.next({ data: { answerPasswordRequest: "K7QM-4XPT-9RWD-H2CN" } });
        }
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ cache: new InMemoryCache(), link }), answered };
}

describe("password requests on the console's users page (docs/operator-console.md, Password requests)", () => {
  const screen = useTestScreen();

  it("lists the requests waiting, answers a known one with a login code, and says a stranger's has nothing to answer", async () => {
    setAdminLanguage("en");
    const { client, answered } = fakeServer();
    const issued = vi.fn();
    await screen.render(
      <ApolloProvider client={client}>
        <PasswordRequests onIssued={issued} />
      </ApolloProvider>,
    );
    await vi.waitFor(() => expect(screen.container.querySelectorAll('[data-testid="password-request"]')).toHaveLength(2));
    const cards = [...screen.container.querySelectorAll<HTMLElement>('[data-testid="password-request"]')];
    expect(cards.map((c) => c.dataset.email)).toEqual(["grace@example.org", "nobody@example.org"]);
    expect(cards[1]!.textContent).toContain("No account has this e-mail");
    expect(cards[1]!.querySelector("button")).toBeNull();
    await act(async () => cards[0]!.querySelector<HTMLButtonElement>('[data-testid="answer-password-request"]')!.click());
    await vi.waitFor(() => expect(issued).toHaveBeenCalledWith({ email: "grace@example.org", token: "K7QM-4XPT-9RWD-H2CN" }));
    expect(answered).toEqual([7]);
    await vi.waitFor(() => expect(screen.container.querySelectorAll('[data-testid="password-request"]')).toHaveLength(1));
  });
});
