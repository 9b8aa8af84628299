// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// CHECK: PASS
// Reductions of arrays no thread can keep a copy of: sections whose
// length is known at run time alone (a histogram of nb bins, an or of
// bit masks, a maximum and a minimum per bin) and an array larger than a
// thread's copy may be.  The loop updates them only ('h[k]++', 'w[k] +=
// x', 'w[k] = w[k] + x', '|=', 'if (h[k] < v) h[k] = v;', 'l[k] = l[k] >
// v ? v : l[k]', 'm[k] = fmax(m[k], v)', 'fmax(v, m[k])'), so each update
// is an atomic operation on the device copy.
// CUDA: o2c_atomic_update<O2C_RED_ADD>(&(hist[key[i]]), (int)(1));
// CUDA: o2c_atomic_update<O2C_RED_ADD>(&(w[key[i]]), (double)(0.25));
// CUDA: o2c_atomic_update<O2C_RED_ADD>(&(w[key[i]]), (double)(0.5));
// CUDA: o2c_atomic_update<O2C_RED_ADD>(&(big[(i * 13) % 2000]), (long)(key[i]));
// CUDA: o2c_atomic_update<O2C_RED_BOR>(&(bits[key[i] % 40]), (unsigned int)(1u << (i % 32)));
// CUDA: o2c_atomic_compare<O2C_CMP_LT>(&(hi[key[i]]), o2c_e, o2c_e
// CUDA: o2c_atomic_compare<O2C_CMP_GT>(&(lo[key[i]]), o2c_e, o2c_e
// CUDA: o2c_atomic_compare<O2C_CMP_LT>(&(fm[key[i]]), o2c_e, o2c_e
// CUDA: o2c_atomic_compare<O2C_CMP_GT>(&(fn[key[i]]), o2c_e, o2c_e
// CUDA-NOT: o2c_reduce
// RUN: %omp2cuda --explain --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// EXPLAIN: hist[0:nb]: reduction(+) of an array no thread keeps a copy of, each update in the loop an atomic operation on the device copy
// EXPLAIN: bits[0:nb > 40 ? 40 : nb]: reduction(|) of an array no thread keeps a copy of
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* histograms whose bin count is known at run time alone */
int main(int argc, char **argv)
{
	int n = 100000, nb = argc > 5 ? 3 : 37;
	int *key = malloc(n * sizeof *key);
	int *hist = calloc(nb, sizeof *hist), *ref = calloc(nb, sizeof *ref);
	double *w = malloc(nb * sizeof *w), *wref = malloc(nb * sizeof *wref);
	long big[2000] = {0}, bigref[2000] = {0};
	unsigned bits[40], bref[40];
	float *hi = malloc(nb * sizeof *hi), *hiref = malloc(nb * sizeof *hiref);
	int *lo = malloc(nb * sizeof *lo), *loref = malloc(nb * sizeof *loref);
	for (int i = 0; i < n; i++)
		key[i] = (i * 7919) % 1000003 % nb;
	for (int b = 0; b < nb; b++)
		w[b] = wref[b] = 0.5 * b;
	for (int b = 0; b < 40; b++)
		bits[b] = bref[b] = 0;
	for (int b = 0; b < nb; b++) {
		hi[b] = hiref[b] = -1.0f;
		lo[b] = loref[b] = 1 << 30;
	}

	#pragma omp target teams distribute parallel for map(to: key[0:n]) reduction(+: hist[0:nb]) reduction(+: w[0:nb])
	for (int i = 0; i < n; i++) {
		hist[key[i]]++;
		if (key[i] % 2)
			w[key[i]] += 0.25;
		else
			w[key[i]] = w[key[i]] + 0.5;
	}
	#pragma omp target teams distribute parallel for map(to: key[0:n]) reduction(+: big) reduction(|: bits[0:nb > 40 ? 40 : nb])
	for (int i = 0; i < n; i++) {
		big[(i * 13) % 2000] += key[i];
		bits[key[i] % 40] |= 1u << (i % 32);
	}
	#pragma omp target teams distribute parallel for map(to: key[0:n]) reduction(max: hi[0:nb]) reduction(min: lo[:nb])
	for (int i = 0; i < n; i++) {
		float v = (float)((i * 31) % 977) * 0.5f;
		if (hi[key[i]] < v)
			hi[key[i]] = v;
		lo[key[i]] = lo[key[i]] > (i ^ 0x5a5) ? (i ^ 0x5a5) : lo[key[i]];
	}
	for (int i = 0; i < n; i++) {
		float v = (float)((i * 31) % 977) * 0.5f;
		hiref[key[i]] = hiref[key[i]] < v ? v : hiref[key[i]];
		loref[key[i]] = loref[key[i]] > (i ^ 0x5a5) ? (i ^ 0x5a5) : loref[key[i]];
		ref[key[i]]++;
		wref[key[i]] += key[i] % 2 ? 0.25 : 0.5;
		bigref[(i * 13) % 2000] += key[i];
		bref[key[i] % 40] |= 1u << (i % 32);
	}
	/* fmax and fmin, the element either operand */
	double *fm = malloc(nb * sizeof *fm), *fn = malloc(nb * sizeof *fn);
	double *fmref = malloc(nb * sizeof *fm), *fnref = malloc(nb * sizeof *fn);
	for (int b = 0; b < nb; b++) {
		fm[b] = fmref[b] = -1.0;
		fn[b] = fnref[b] = 1e9;
	}
	#pragma omp target teams distribute parallel for map(to: key[0:n]) reduction(max: fm[0:nb]) reduction(min: fn[:nb])
	for (int i = 0; i < n; i++) {
		double v = sin(i * 0.001);
		if (i % 2)
			fm[key[i]] = fmax(fm[key[i]], v);
		else
			fm[key[i]] = fmax(v * 0.5, fm[key[i]]);
		fn[key[i]] = fmin(fn[key[i]], v);
	}
	for (int i = 0; i < n; i++) {
		double v = sin(i * 0.001);
		fmref[key[i]] = fmax(fmref[key[i]], i % 2 ? v : v * 0.5);
		fnref[key[i]] = fmin(fnref[key[i]], v);
	}
	int bad = 0;
	for (int b = 0; b < nb; b++)
		bad += fm[b] != fmref[b] || fn[b] != fnref[b];
	for (int b = 0; b < nb; b++)
		bad += hist[b] != ref[b] || w[b] != wref[b] || hi[b] != hiref[b] || lo[b] != loref[b];
	for (int b = 0; b < 2000; b++)
		bad += big[b] != bigref[b];
	for (int b = 0; b < 40; b++)
		bad += bits[b] != bref[b];
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
