// RUN: %omp2cuda --explain %s | FileCheck %s
// A pointer passed to a parameter declared as an array (C11 6.7.6.3p7: a
// pointer to its element) is read-only where the element is const as
// declared, directly or through a typedef of the array; an element type
// without const keeps the pointer off const __restrict__.
#include <stdint.h>

typedef const float row4[4];
typedef float wrow4[4];

static uint32_t
first_sum(const uint32_t bases[], int cnt)
{
	uint32_t s = 0;
	for (int j = 0; j < cnt; j++)
		s += bases[j];
	return s;
}

static float
ends(row4 r)
{
	return r[0] + r[3];
}

static float
ends_w(wrow4 r)
{
	return r[0] + r[3];
}

static float
sized(const float r[static 4])
{
	return r[1];
}

void
use(int n, const uint32_t *bases, const float *r, float *w, float *out)
{
#pragma omp target teams distribute parallel for map(to: bases[0:3], r[0:4], w[0:4]) map(from: out[0:n])
	for (int i = 0; i < n; i++)
		out[i] = first_sum(bases, 3) + ends(r) + sized(r) + ends_w(w);
	// CHECK: bases: read-only: never written, always followed; const __restrict__
	// CHECK: r: read-only: never written, always followed; const __restrict__
	// CHECK: w: read-only, but not const: flows into 'r' in 'ends_w' at [[@LINE-3]]:55
}
