import { expect } from "vitest";

/** The app's answer to a failure of ours: a fixed sentence plus the request's reference for the logs. */
export const OUR_FAULT = {
  error: "internal",
  message: expect.stringMatching(/^Something went wrong on our side\. Please try again later\. Reference: [\w-]+\.$/),
  reference: expect.any(String),
};
