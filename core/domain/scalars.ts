/** The scalar types every entity is written in (the entity types say how each is represented). */

/** A base-10 decimal number as text: optional sign, digits, optional fraction. */
export type DecimalString = string;
/** An ISO-8601 instant in UTC, with milliseconds and Z. */
export type Instant = string;
export type Id = number;
