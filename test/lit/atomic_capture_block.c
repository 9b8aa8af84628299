// The structured blocks of atomic capture (OpenMP 5.2 15.8.4):
// {v = x; update;} captures x before the update, {update; v = x;} after
// it, for x op= e, x = x op e, x = e op x, x++, ++x, x--, --x.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda -DCOND %s 2>&1 | FileCheck --check-prefix=ERR %s
// CHECK-LABEL: __global__ void
// CHECK: {{^}}o2c_atomic_capture_block_{{[0-9]+}}(
// CHECK: s = o2c_atomic_capture<O2C_RED_ADD>(o2c_ref_cnt, (int)(1), true);
// CHECK: t = o2c_atomic_capture<O2C_RED_ADD>(o2c_ref_cnt, (int)(2), false);
// CHECK: w = o2c_atomic_capture<O2C_RED_BOR>(o2c_ref_bits, (unsigned int)((1u << (i % 32))), true);
// CHECK: s = o2c_atomic_capture<O2C_RED_ADD>(o2c_ref_cnt, (int)(-1), false);
// CHECK: p = o2c_atomic_capture<O2C_RED_MUL>(o2c_ref_prod, (double)(1.5), false);
void f(int n, int *out)
{
	int cnt = 0;
	unsigned bits = 0;
	double prod = 1;
#pragma omp target teams distribute parallel for map(tofrom: cnt, bits, prod) map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		int s, t;
		unsigned w;
		double p;
#pragma omp atomic capture
		{ s = cnt; cnt++; }
#pragma omp atomic capture
		{ cnt += 2; t = cnt; }
#pragma omp atomic capture
		{ w = bits; bits = (1u << (i % 32)) | bits; }
#pragma omp atomic capture
		{ --cnt; s = cnt; }
#pragma omp atomic capture
		{ prod = prod * 1.5; p = prod; }
		t = (int)p;
#ifdef COND
		// ERR: :[[@LINE+1]]:1: error: a conditional update in '#pragma omp atomic capture' needs the compare clause
#pragma omp atomic capture
		{ t = cnt; cnt = (s < cnt) ? s + 1 : cnt; }
#endif
		out[i] = s + t + (int)w;
	}
}
