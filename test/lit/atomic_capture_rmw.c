// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// '#pragma omp atomic capture' {v = x; x = e;} and {v = x; x op= e;}
// whose e reads v (HeCBench lda: {v = locks[w]; locks[w] = v == 0 ? 1 :
// v;}): OpenMP 5.2 15.8.4 forbids it, gcc and clang swap in an e computed
// from the v of before; omp2cuda reads it as written, v gets x and x gets
// e of that v, in a compare-and-swap loop that computes e again where x
// changed.  The kernel loops on o2c_atomic_replace; the host file writes
// the loop out with __atomic builtins, in the region's fallback and in
// host code alike.  A block whose e reads v after the update, {x += e;
// v = x;}, and one whose e does not read v stay as they were.

void
f(int *locks, double *d, long long *c, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: locks[0:8], d[0:1], c[0:1])
	for (int i = 0; i < n; i++) {
		int v;
		double dv;
		long long cv = 1;
		// CHECK: { int *o2c_p = &(locks[i % 8]); int o2c_old = o2c_atomic_read(o2c_p), o2c_now; do { v = o2c_old; o2c_now = (int)(v == 0 ? 1 : v); } while (!o2c_atomic_replace(o2c_p, &o2c_old, o2c_now)); } /* #pragma omp atomic */
		// HOST: { /* omp2cuda: atomic capture */ __typeof__((locks[i % 8])) *o2c_p = &(locks[i % 8]); __typeof__(*o2c_p) o2c_old, o2c_now; __atomic_load(o2c_p, &o2c_old, __ATOMIC_SEQ_CST); do { (v) = o2c_old; o2c_now = (v == 0 ? 1 : v); } while (!__atomic_compare_exchange(o2c_p, &o2c_old, &o2c_now, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)); }
		// WARN: atomic_capture_rmw.c:[[@LINE+1]]:1: warning: '#pragma omp atomic capture' whose new value reads v, which OpenMP forbids (5.2 15.8.4): performed as the block reads
#pragma omp atomic capture
		{ v = locks[i % 8]; locks[i % 8] = v == 0 ? 1 : v; }
		// CHECK: { __threadfence(); /* release */ { double *o2c_p = &(d[0]); double o2c_old = o2c_atomic_read(o2c_p), o2c_now; do { dv = o2c_old; o2c_now = (double)(dv * 0.5 + i); } while (!o2c_atomic_replace(o2c_p, &o2c_old, o2c_now)); } __threadfence(); /* acquire */ } /* #pragma omp atomic */
		// HOST: do { (dv) = o2c_old; o2c_now = (dv * 0.5 + i); } while
#pragma omp atomic capture seq_cst
		{
			dv = d[0];
			d[0] = dv * 0.5 + i;
		}
		// CHECK: do { cv = o2c_old; o2c_now = o2c_combine<O2C_RED_ADD>(o2c_old, (long long)(-(cv))); } while
		// HOST: do { (cv) = o2c_old; o2c_now = o2c_old - (cv); } while
#pragma omp atomic capture
		{ cv = c[0]; c[0] -= cv; }
		// CHECK: cv = o2c_atomic_capture<O2C_RED_ADD>(&(c[0]), (long long)(cv), false);
#pragma omp atomic capture
		{ c[0] += cv; cv = c[0]; }
		// CHECK: v = o2c_atomic_exchange(&(locks[0]), (int)(i));
#pragma omp atomic capture
		{ v = locks[0]; locks[0] = i; }
		(void)v;
	}
}

int
g(int *x)
{
	int v;
	// HOST-LABEL: g(int *x)
	// HOST: do { (v) = o2c_old; o2c_now = o2c_old * ((v + 1)); } while
#pragma omp atomic capture
	{ v = *x; *x = *x * (v + 1); }
	return v;
}
