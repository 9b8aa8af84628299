/* Functions header_macro_call.c calls from regions: one through a macro. */
#ifndef MACRO_CALLS_H
#define MACRO_CALLS_H
static inline int twice_(int x) { return 2 * x; }
#define TWICE(x) twice_(x)
static inline int plus_one(int x) { return x + 1; }
static inline int add_two(int x) { return x + 2; }
#endif
