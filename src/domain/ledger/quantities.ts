// What a quantity field takes, as the API's schemas bound it (tests/unit/quantities.test.ts holds the
// two together): the fields clamp to it as the user leaves them (P21), so a count or a line is never
// refused afterwards for its size.

/** A transaction line's quantity (order-line.schema.json's qtyOrdered). */
export const LINE_QUANTITY = { minimum: 0, maximum: 1_000_000, step: 1 } as const;

/** A product's count in an inventory count (POST inventory's lines). */
export const COUNTED_QUANTITY = { minimum: 0, maximum: 10_000_000, step: 1 } as const;
