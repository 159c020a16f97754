// Lists at scale (issue 16), the same for the portal and the server.

/**
 * A list pages through the first LIST_DEPTH rows of its selection, and counts its total up to this
 * many (above, the total is an estimate). Nobody reads 10,000 rows a page at a time: further rows are
 * reached by searching, filtering or sorting the other way, and every page then costs what the first does.
 */
export const LIST_DEPTH = 10_000;

/** Whether a page starting at this row may be read. */
export const isWithinListDepth = (index: number) => index < LIST_DEPTH;
