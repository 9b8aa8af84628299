/* Loop bounds written through function-like macros defined here, the way
 * PolyBench writes _PB_N: the argument the bound reads is spelled in
 * this header, in another macro's replacement list. */
#define PICK(fixed, param) param
#define BOUND_N PICK(N, n)
#define TWICE(x) ((x) + (x))
