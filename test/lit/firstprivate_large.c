// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda --emit-cuda -DTOO_BIG %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BIG
// Firstprivate arrays travel as kernel arguments, which CUDA 12.1 and later let take 32,764 bytes
// (on the sm_70 and later architectures CUDA 13 builds for): 8 KiB is passed by value and copied
// per thread; beyond 30,716 bytes (2 KiB are kept for the other parameters) it is an error.

void
f(int *out)
{
	int tab[2048];
#ifdef TOO_BIG
	double huge[4000];
	// BIG: firstprivate_large.c:[[@LINE+1]]:50: error: firstprivate arrays of '#pragma omp target teams distribute parallel for' take 32000 bytes: at most 30716 are supported
#pragma omp target teams distribute parallel for firstprivate(huge) map(from: out[0:8])
	for (int i = 0; i < 8; i++)
		out[i] = (int)huge[i];
#endif
#pragma omp target teams distribute parallel for firstprivate(tab) map(from: out[0:64])
	for (int i = 0; i < 64; i++)
		out[i] = tab[i];
// CHECK: o2c_firstprivate_large_18(int *__restrict__ out, o2c_fp<int[2048]> o2c_fp_tab, O2cDone o2c_done)
// CHECK-NEXT: {
// CHECK-NEXT: int tab[2048]; /* firstprivate: a copy per thread */
// CHECK-NEXT: memcpy(&tab, &o2c_fp_tab.v, sizeof tab);
}
