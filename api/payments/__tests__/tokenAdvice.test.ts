/**
 * With no payment provider configured gems cannot be bought: the server says so (paymentMethods.available)
 * and gives the Gem Store and Not Enough Gems their advice (pay with tokens, how to earn them, what
 * they buy, from the catalog). With a provider configured there is no advice: the spec's texts stand.
 */
import { describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { createTestApp, testStoreCatalog } from "../../../tests/support/testApp.ts";
import { useCatalogDatabase } from "../../../tests/support/testDatabase.ts";
import { catalogWith } from "../../store/__tests__/storeFixtures.ts";
import type { PaymentServices } from "../paymentServices.ts";
import { paymentsAvailable, tokenAdvice } from "../tokenAdvice.ts";

const ADVICE = {
  notice: "Gems can't be bought right now, but you can pay with tokens instead.",
  earn: "Earn tokens by winning games, completing challenges and collecting the weekly and season bonuses.",
  buy: "Tokens buy powerups, picture packs, city packs, pinboards, pins and challenge slots.",
};

const none: PaymentServices = { stripe: undefined, paypal: undefined };
// Only whether a provider is there counts: its clients are never called here.
const paypalOnly = { stripe: undefined, paypal: { clientId: "client", webhookId: undefined } } as unknown as PaymentServices;

describe("the advice, from the payment services and the catalog", () => {
  const store = testStoreCatalog();

  test("no provider: not available, and the advice names every kind the store sells for tokens", () => {
    expect(paymentsAvailable(none)).toBe(false);
    expect(tokenAdvice(none, store)).toEqual(ADVICE);
  });

  test("any provider configured: available, no advice", () => {
    expect(paymentsAvailable(paypalOnly)).toBe(true);
    expect(tokenAdvice(paypalOnly, store)).toBeNull();
  });

  test("what tokens buy follows the catalog: kinds no longer sold for tokens drop out", () => {
    const fewer = catalogWith(store, (files) => {
      for (const packs of Object.values(files.store_images)) for (const pack of packs) pack.tokens = 0;
      for (const board of files.pinboards) delete board.tokens;
    });
    expect(tokenAdvice(none, fewer)?.buy).toBe("Tokens buy powerups, pins and challenge slots.");
  });
});

describe("GraphQL paymentMethods", () => {
  const { db } = useCatalogDatabase();

  const QUERY = "{ paymentMethods { available tokenAdvice { notice earn buy } } }";

  test("with no payment keys: available false, and the advice", async () => {
    const { app } = createTestApp(db);
    const answer = await new HttpClient(app).graphql<{ paymentMethods: unknown }>(QUERY);
    expect(answer.body).toEqual({ data: { paymentMethods: { available: false, tokenAdvice: ADVICE } } });
  });

  test("with a provider configured: available true and no advice", async () => {
    const stripe = { secretKey: "sk_test_unused", publishableKey: "pk_test_unused", webhookSecret: "whsec_unused", apiBase: undefined };
    const { app } = createTestApp(db, { stripe });
    const answer = await new HttpClient(app).graphql<{ paymentMethods: unknown }>(QUERY);
    expect(answer.body).toEqual({ data: { paymentMethods: { available: true, tokenAdvice: null } } });
  });
});
