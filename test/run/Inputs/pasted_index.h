/* Array accesses through a token paste, as PolyBench's GET_IDX2 writes
 * them: the macro the paste names is defined in the caller's function. */
#define PICK_BOUND(fixed, param) param
#define AT2(Name, i, j) Name##_AT(i, j)
