/** A setting that cannot be used as given; the start stops with its message alone. */
export class ConfigError extends Error {}
