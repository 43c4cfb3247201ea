// Imported by each generated artifact that names a handle (client/relay/relaySubset.ts): hands
// Relay's own handler provider to the stand-in the environment reads.
import realProvider from "relay-runtime/lib/handlers/RelayDefaultHandlerProvider.js";
import standIn from "./RelayDefaultHandlerProvider.js";

standIn.provide(realProvider);
