/**
 * Sends the same upload several times with node's http client, each on a connection of its own,
 * and prints what the client got each time (the status, or the error it saw instead) as JSON.
 * Run as a program of its own (tests/httpServer.test.ts): a client in the server's own process
 * shares its event loop, and its timing hid the lost answers the issue saw.
 *
 *   node --import tsx tests/support/uploads.ts <url> <bytes> <length|chunked> <times>
 */
import http from "node:http";

function upload(url: URL, size: number, chunked: boolean): Promise<number | string> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { "content-type": "application/json", origin: url.origin };
    if (!chunked) headers["content-length"] = String(size);
    const request = http.request(url, { method: "POST", headers, agent: false }, (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode ?? 0));
      response.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    request.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    // As a file upload does: a chunk whenever the connection takes more.
    const chunk = Buffer.alloc(16 * 1024, "a");
    let sent = 0;
    const send = () => {
      while (sent < size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once("drain", send);
      }
      request.end();
    };
    send();
  });
}

const [url = "", bytes = "0", mode = "length", times = "1"] = process.argv.slice(2);
const outcomes: (number | string)[] = [];
for (let attempt = 0; attempt < Number(times); attempt++) outcomes.push(await upload(new URL(url), Number(bytes), mode === "chunked"));
console.log(JSON.stringify(outcomes));
