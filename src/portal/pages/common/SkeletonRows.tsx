// A list's rows before its first page arrives (issue 28): as many skeleton rows as a page shows at
// first, so that what lies under the list (its paging) is where it will stay when the rows come.
import { Skeleton, TableCell, TableRow } from '@mui/material';

/** The rows a list reserves while its first page is read. */
export const SKELETON_ROWS = 10;

export function SkeletonRows({ columns, rows = SKELETON_ROWS }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row} aria-hidden>
          {Array.from({ length: columns }, (__, column) => <TableCell key={column}><Skeleton variant="text" /></TableCell>)}
        </TableRow>
      ))}
    </>
  );
}
