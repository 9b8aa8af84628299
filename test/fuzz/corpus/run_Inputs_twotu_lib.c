// Second translation unit of the twotu_main.c test, not a test by itself:
// an exported function with its own target regions, called from the other
// translation unit.
#include <stddef.h>

/* Private to this file: v[i] = v[i] * factor + 1.  Same name, and its region
 * on the same line, as scale() in twotu_main.c, so the names of generated
 * kernels must not clash at link time. */
static void
scale(size_t n, double *v, double factor)
{
#pragma omp target teams distribute parallel for map(tofrom: v[0:n])
	for (size_t i = 0; i < n; i++)
		v[i] = v[i] * factor + 1.0;
}

/* v[i] = (v[i] * factor + 1) + w[i] / 2 */
void
lib_update(size_t n, double *v, const double *w, double factor)
{
	scale(n, v, factor);
#pragma omp target teams distribute parallel for map(to: w[0:n]) map(tofrom: v[0:n])
	for (size_t i = 0; i < n; i++)
		v[i] += 0.5 * w[i];
}
