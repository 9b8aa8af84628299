/* A part of a loop body, included inside a target region by
 * include_in_region.c and test/run/include_in_region.cpp. */
a[i] = SCALE(b[i]) + k;
