/* A header's inline helpers, with no declare target of their own, that
 * Inputs/separate_header_lib.c's declare target functions call. */
#ifndef HEADER_CALLEE_H
#define HEADER_CALLEE_H
static inline double hc_scale(double v) { return 3.0 * v; }
static inline unsigned long hc_step(unsigned long s) { return s * 6364136223846793005ul + 1; }
#endif
