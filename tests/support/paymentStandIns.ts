import type { Page } from "playwright-core";
import type { FakePaypal } from "./fakePaypal.ts";
import type { FakeStripe } from "./fakeStripe.ts";

/**
 * Local stand-ins for Stripe.js and the PayPal JS SDK (no internet here). They implement just the
 * surface @stripe/react-stripe-js and @paypal/react-paypal-js use, and settle payments at the
 * test's fake Stripe and PayPal servers through functions the test exposes to the page. The
 * product code is unchanged: it loads what it believes are the providers' scripts.
 */

const STRIPE_JS = `
(() => {
  const DECLINED_CARD = "4000000000000002";
  function Stripe(publishableKey) {
    let paymentElement = null;
    const elements = {
      create(type) {
        const handlers = {};
        let node = null;
        paymentElement = {
          mount(target) {
            node = typeof target === "string" ? document.querySelector(target) : target;
            node.innerHTML = '<label style="display:flex;flex-direction:column;gap:6px;font-weight:700">Card number' +
              '<input name="cardnumber" autocomplete="cc-number" inputmode="numeric" placeholder="1234 1234 1234 1234" ' +
              'style="font:inherit;padding:10px 12px;border-radius:10px;border:1.5px solid #c8d0dc"></label>' +
              '<p class="stand-in-card-error" role="alert" style="color:#b42318;margin:6px 0 0"></p>';
            setTimeout(() => (handlers.ready || []).forEach((h) => h({ elementType: type })), 0);
          },
          on(event, handler) { (handlers[event] ||= []).push(handler); return paymentElement; },
          off(event, handler) { handlers[event] = (handlers[event] || []).filter((h) => h !== handler); return paymentElement; },
          update() {},
          unmount() {},
          destroy() { if (node) node.innerHTML = ""; },
          number() { return (node && node.querySelector("input").value || "").replace(/\\s+/g, ""); },
          showError(message) { if (node) node.querySelector(".stand-in-card-error").textContent = message; },
        };
        return paymentElement;
      },
      getElement() { return paymentElement; },
      update() {},
      fetchUpdates() { return Promise.resolve({}); },
      async submit() {
        const number = paymentElement ? paymentElement.number() : "";
        if (number.length < 16) {
          paymentElement && paymentElement.showError("Your card number is incomplete.");
          return { error: { type: "validation_error", code: "incomplete_number", message: "Your card number is incomplete." } };
        }
        paymentElement.showError("");
        return {};
      },
    };
    const unsupported = () => Promise.reject(new Error("not in the stand-in"));
    return {
      elements: () => elements,
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      _registerWrapper() {},
      async confirmPayment({ clientSecret }) {
        const id = clientSecret.split("_secret_")[0];
        const outcome = paymentElement.number() === DECLINED_CARD ? "declined" : "succeeded";
        const intent = await window.__fakeStripeConfirm(id, outcome);
        if (intent.status === "succeeded") return { paymentIntent: intent };
        return { error: { type: "card_error", code: "card_declined", message: "Your card was declined.", payment_intent: intent } };
      },
    };
  }
  window.Stripe = Stripe;
})();`;

const PAYPAL_JS = `
(() => {
  function Buttons(options) {
    return {
      isEligible() { return true; },
      close() { return Promise.resolve(); },
      render(container) {
        const node = typeof container === "string" ? document.querySelector(container) : container;
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = "Pay with PayPal";
        button.style.cssText = "width:100%;padding:12px;border:0;border-radius:999px;background:#ffc439;font:inherit;font-weight:800;cursor:pointer";
        button.addEventListener("click", async () => {
          let orderID;
          try {
            orderID = await options.createOrder({}, {});
          } catch (error) {
            options.onError && options.onError(error);
            return;
          }
          await window.__fakePaypalApprove(orderID);
          try {
            await options.onApprove({ orderID }, {});
          } catch (error) {
            options.onError && options.onError(error);
          }
        });
        node.appendChild(button);
        return Promise.resolve();
      },
    };
  }
  window.paypal = { Buttons, version: "stand-in" };
})();`;

export async function installPaymentStandIns(page: Page, fakes: { stripe: FakeStripe; paypal: FakePaypal }): Promise<void> {
  await page.exposeFunction("__fakeStripeConfirm", (id: string, outcome: "succeeded" | "declined") => fakes.stripe.confirm(id, outcome));
  await page.exposeFunction("__fakePaypalApprove", (orderId: string) => fakes.paypal.approve(orderId));
  await page.route("https://js.stripe.com/**", (route) => route.fulfill({ contentType: "application/javascript", body: STRIPE_JS }));
  await page.route(/^https:\/\/www\.(sandbox\.)?paypal\.com\/sdk\/js/, (route) =>
    route.fulfill({ contentType: "application/javascript", body: PAYPAL_JS }),
  );
}
