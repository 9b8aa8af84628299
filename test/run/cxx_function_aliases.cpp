// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Aliases that the function around a region declares, `using` and
// typedef, naming the types of the variables the region captures: the
// .cu file declares their copies at file scope, as a typedef's.
#include <cstdio>
#include <cstdlib>

int main()
{
	const int n = 1000;
	using scalar_t = int;
	typedef long wide_t;
	using pair_t = struct {
		scalar_t a;
		wide_t b;
	};
	scalar_t *in = (scalar_t *)malloc(n * sizeof(scalar_t));
	wide_t *out = (wide_t *)malloc(n * sizeof(wide_t));
	pair_t *pairs = (pair_t *)malloc(n * sizeof(pair_t));
	for (int i = 0; i < n; i++)
		in[i] = i;
#pragma omp target data map(to: in[0:n]) map(from: out[0:n], pairs[0:n])
	{
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++) {
			scalar_t v = in[i];
			out[i] = (wide_t)v * 3;
			pairs[i].a = v;
			pairs[i].b = -(wide_t)v;
		}
	}
	int bad = 0;
	for (int i = 0; i < n; i++)
		bad += out[i] != 3L * i || pairs[i].a != i || pairs[i].b != -i;
	printf(bad ? "FAIL %d\n" : "PASS\n", bad);
	free(in);
	free(out);
	free(pairs);
	return bad != 0;
}
