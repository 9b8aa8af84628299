/* A part of a loop body, included inside a target region by
 * diag_include_in_region.c. */
a[i] = SCALE(b[i]) + k;
