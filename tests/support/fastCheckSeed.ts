import fc from "fast-check";

// One seed for every property test, so a run is repeatable; FC_SEED explores others.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261124) });
