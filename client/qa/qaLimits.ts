type Limit = { readonly min: number; readonly max: number };

/** What the question and answer items share: the text limits and whether the viewer may post. */
export interface QaLimitsProps {
  limits: { readonly question: Limit; readonly answer: Limit; readonly response: Limit; readonly reportReasonMax: number };
  /** Signed in: may post and vote (the server decides; this only chooses between the form and the sign-in prompt). */
  canPost: boolean;
  onSignIn: () => void;
}
