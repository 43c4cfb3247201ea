import { once } from "node:events";
import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { createClient, type Client } from "graphql-ws";
import WebSocket, { WebSocketServer } from "ws";
import { z } from "zod";
import { MESSAGES_PER_WINDOW } from "../api/chat/chat.ts";
import { signUp, type BenchPlayer } from "./benchPlayers.ts";
import { startForkedPortal } from "./forkedPortal.ts";

/**
 * Issue 31's chat figures: one room followed by `readers` open pages (graphql-ws subscriptions,
 * the client's own ChatMessagesSubscription selection), a burst of messages posted through the
 * client's own mutation, and each page's arrivals timed from the post. The baseline of the same
 * run: a bare `ws` server sending the same frames to as many sockets. The portal runs in a
 * process of its own; the readers and the baseline share this one, so each pays the same client.
 */

export interface ChatRow {
  readers: number;
  portal: Delivery;
  bare: Delivery;
  /** Resident memory per idle open page, KB: the portal process's growth as the pages opened. */
  portalKbPerSocket: number;
}

interface Delivery {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** What a reader reads of a bare frame: it parses the JSON as a graphql-ws client does. */
const BareFrame = z.object({ payload: z.object({ data: z.object({ chatRoom: z.object({ posted: z.object({ body: z.string() }) }) }) }) });

const ROOM = "R1";
const MESSAGES = 20;
/** Pages opened at a time. */
const OPENING_BATCH = 50;
/** The portal's memory is read this long after the pages are idle (a collection may still be due). */
const SETTLE_MS = 3_000;
const SUBSCRIPTION = `subscription ($room: ID!) {
  chatRoom(roomId: $room) { posted { id body createdAt mine author { id username userIconUrl } } hiddenMessageId }
}`;
const POST = `mutation ($input: PostChatMessageInput!) { postChatMessage(input: $input) { __typename } }`;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

function summary(latencies: number[], seconds: number): Delivery {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { perSecond: Math.round(latencies.length / seconds), p50Ms: Math.round(percentile(sorted, 50)), p99Ms: Math.round(percentile(sorted, 99)) };
}

/** Resident memory of a process, KB (Linux). */
async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Each message's send time by its body, and every arrival's delay; resolves once all `expected` arrived. */
function arrivals(expected: number) {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let done: () => void = () => {};
  const all = new Promise<void>((resolve) => (done = resolve));
  return {
    sentAt,
    latencies,
    all,
    arrived(body: string) {
      const sent = sentAt.get(body);
      if (sent === undefined) return;
      latencies.push(performance.now() - sent);
      if (latencies.length === expected) done();
    },
  };
}

/**
 * A sign-up, tried again (as a new player) while it fails: a portal that has just started on a
 * busy machine may not get its first transactions going within Prisma's wait.
 */
async function signUpPatiently(origin: string, label: string): Promise<BenchPlayer> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await signUp(origin, attempt === 0 ? label : `${label}-again-${attempt}`);
    } catch (error) {
      if (attempt === 4) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

async function portalRun(readers: number): Promise<{ delivery: Delivery; kbPerSocket: number }> {
  const portal = await startForkedPortal();
  const origin = `http://localhost:${portal.port}`;
  const clients: Client[] = [];
  try {
    const reader = await signUpPatiently(origin, `reader-${readers}`);
    // A player may post MESSAGES_PER_WINDOW messages at a time: enough posters for the burst.
    const posters: BenchPlayer[] = [];
    for (let i = 0; i < Math.ceil(MESSAGES / MESSAGES_PER_WINDOW); i++) posters.push(await signUpPatiently(origin, `poster-${readers}-${i}`));
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const before = await rssKb(portal.pid);
    const run = arrivals(readers * MESSAGES);
    let subscribed = 0;
    // Which pages have heard a warm-up message: those are in the room.
    const inRoom = new Set<number>();
    class SignedIn extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie: reader.cookie, origin } });
      }
    }
    // Pages open in batches, as players arrive, not all in one stampede: the memory figure is what
    // idle pages hold, not the peak of a thousand handshakes at once.
    let connecting: Promise<unknown>[] = [];
    for (let page = 0; page < readers; page++) {
      if (connecting.length === OPENING_BATCH) {
        await Promise.all(connecting);
        await new Promise((resolve) => setTimeout(resolve, 250));
        connecting = [];
      }
      const client = createClient({ url: `ws://localhost:${portal.port}/graphql`, webSocketImpl: SignedIn, retryAttempts: 0, lazy: false });
      connecting.push(new Promise((resolve) => client.on("connected", resolve)));
      clients.push(client);
      client.subscribe<{ chatRoom: { posted: { body: string } | null } | null }>(
        { query: SUBSCRIPTION, variables: { room: ROOM } },
        {
          next: (value) => {
            const body = value.data?.chatRoom?.posted?.body;
            if (body === undefined) return;
            if (body.startsWith("warm-up")) inRoom.add(page);
            else run.arrived(body);
          },
          error: (error) => console.error("A reader's subscription failed:", error),
          complete: () => {},
        },
      );
      subscribed++;
    }
    const post = (poster: BenchPlayer, body: string) =>
      fetch(`${origin}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, cookie: poster.cookie },
        body: JSON.stringify({ query: POST, variables: { input: { roomId: ROOM, body } } }),
      }).then(async (response) => {
        const text = await response.text();
        if (!text.includes("PostChatMessageSuccess")) throw new Error(`A post was refused: ${text}`);
      });
    // Every page is in the room once a warm-up message reaches it: one every two seconds until then.
    const greeter = await signUpPatiently(origin, `greeter-${readers}`);
    for (let attempt = 0; inRoom.size < readers; attempt++) {
      if (attempt === MESSAGES_PER_WINDOW) throw new Error(`Only ${inRoom.size} of ${readers} pages got into the room.`);
      await post(greeter, `warm-up ${attempt}`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const after = await rssKb(portal.pid);

    const started = performance.now();
    await Promise.all(
      Array.from({ length: MESSAGES }, (_, i) => {
        const body = `message ${i} for ${subscribed}`;
        run.sentAt.set(body, performance.now());
        return post(posters[Math.floor(i / MESSAGES_PER_WINDOW)]!, body);
      }),
    );
    await run.all;
    return { delivery: summary(run.latencies, (performance.now() - started) / 1000), kbPerSocket: Math.round((after - before) / readers) };
  } finally {
    await Promise.all(clients.map((client) => client.dispose()));
    await portal.stop();
  }
}

/** The same frames from a bare `ws` server: what sending to the sockets costs without the portal. */
async function bareRun(readers: number): Promise<Delivery> {
  const server = new WebSocketServer({ port: 0 });
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const sockets: WebSocket[] = [];
  try {
    const run = arrivals(readers * MESSAGES);
    for (let i = 0; i < readers; i++) {
      const socket = new WebSocket(`ws://localhost:${port}`);
      socket.on("message", (data) => {
        run.arrived(BareFrame.parse(JSON.parse(String(data))).payload.data.chatRoom.posted.body);
      });
      sockets.push(socket);
      await once(socket, "open");
    }
    const started = performance.now();
    for (let i = 0; i < MESSAGES; i++) {
      const body = `message ${i}`;
      run.sentAt.set(body, performance.now());
      const frame = JSON.stringify({
        id: "1",
        type: "next",
        payload: { data: { chatRoom: { posted: { id: `Q2hhdE1lc3NhZ2U6${i}`, body, createdAt: new Date().toISOString(), mine: false, author: { id: "x", username: "bench", userIconUrl: "/img/icons/1.svg" } }, hiddenMessageId: null } } },
      });
      for (const client of server.clients) client.send(frame);
    }
    await run.all;
    return summary(run.latencies, (performance.now() - started) / 1000);
  } finally {
    for (const socket of sockets) socket.close();
    server.close();
  }
}

export async function benchChat(readerCounts: readonly number[] = [200, 1_000]): Promise<ChatRow[]> {
  const rows: ChatRow[] = [];
  for (const readers of readerCounts) {
    const { delivery, kbPerSocket } = await portalRun(readers);
    rows.push({ readers, portal: delivery, bare: await bareRun(readers), portalKbPerSocket: kbPerSocket });
  }
  return rows;
}
