import { z } from "zod";

const SignUpAnswer = z.object({ user: z.object({ id: z.string() }).optional() });

/** A player the bench signed up through the portal: their id and the session cookie to send. */
export interface BenchPlayer {
  userId: string;
  cookie: string;
}

/** Signs up `bench-<label>@bench.test` through the portal's own sign-up route. */
export async function signUp(origin: string, label: string | number): Promise<BenchPlayer> {
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: `bench-${label}@bench.test`, password: "bench-password-123", name: `Bench ${label}` }),
  });
  const body: unknown = await response.json();
  const userId = SignUpAnswer.safeParse(body).data?.user?.id;
  if (response.status !== 200 || userId === undefined) throw new Error(`Sign-up ${label} failed: ${response.status} ${JSON.stringify(body)}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
  return { userId, cookie };
}
