/* Included by include_quote.c as "Inputs/include_quote.h": found from the
 * source's own directory, although omp2cuda compiles the generated files
 * elsewhere. */
#define SCALE 3

struct pair {
	int v, w;
};
