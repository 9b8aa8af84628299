// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda -fno-loop-divisors --explain %s | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-loop-divisors --emit-cuda %s -o - | FileCheck %s --check-prefix=OFFCUDA
// RUN: %omp2cuda -c %s -o %t.o
// Divisions by a value a loop does not change (frontend/loop_divisors.c):
// in a device function, the inverse before the loop (in braces with it),
// the division through it, one inverse per divisor and type, an inner
// loop's division at the outermost loop that keeps its divisor.  Left as
// written: a divisor the loop writes, one whose address is taken, a
// static local, a global, a volatile one, a constant, a division a macro
// writes, a loop after a label or under #pragma unroll, one that holds a
// label, one not a statement of a block, and region code.
#define DIV(a, b) ((a) / (b))

#pragma omp declare target
int g;

long long
kept(long long x, int d, unsigned long long m, int n)
{
	long long s = 0;
	int e = d * 2 + 1;

	e = e + 1; /* written before the loop: it keeps its value in it */
	for (int i = 0; i < n; i++) {
		s += (x + i) / d + (x + i) % d + (unsigned long long)i % m;
		for (int j = 0; j < 2; j++)
			s += (i + j) % e;
	}
	return s;
}

int
left(int d, int n)
{
	int s = 0, a = d + 1, *p = &a, w = d + 2;
	static int st = 7;
	volatile int v = 3;

	for (int i = 0; i < n; i++) {
		s += i / w + i / a + i % st + i / g + i / v + i / 8 + DIV(i, d);
		w++;
		*p += 1;
	}
again:
	for (int i = 0; i < n; i++)
		s += i / d;
#pragma unroll
	for (int i = 0; i < n; i++)
		s += i % d;
	for (int i = 0; i < n; i++) {
		if (i == 3)
			goto inside;
		s += i / d;
inside:
		s++;
	}
	if (s < 0)
		for (int i = 0; i < n; i++)
			s += i / d;
	if (s == 5)
		goto again;
	return s;
}

/* x %= d and x /= d: x = (X)o2c_lrem_...((T)x , d, inverse), T the type d
 * is converted to; an element's %= stays */
short
assigned(short x, long long d, int n, int *a)
{
	for (int i = 0; i < n; i++) {
		x %= d;
		a[i] /= d;
	}
	return x;
}
#pragma omp end declare target

void
run(int d, int n, int *out)
{
#pragma omp target teams distribute parallel for map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		int s = 0, m = i % 5 + 1;
		for (int k = 0; k < 4; k++)
			s += (i + k) % m;
		out[i] = s + (int)kept(i, d, 3, 4) + left(d, 2) + assigned(7, d, 1, out);
	}
}

// CHECK: loop_divisors.c:27:2: divisors the loop does not change, their inverses computed before it: 'd' (o2c_inv_[[D:[0-9]+_[0-9]+]], long long), 'm' (o2c_inv_{{[0-9_]+}}, unsigned long long), 'e' (o2c_inv_{{[0-9_]+}}, int)
// CHECK: loop_divisors.c:73:2: divisors the loop does not change, their inverses computed before it: 'd' (o2c_inv_74_8, long long)
// CHECK-NOT: divisors the loop does not change
// CHECK: #pragma omp target teams distribute parallel for

// CUDA: #include "omp2cuda_loopdiv.h"
// CUDA: { const unsigned long long o2c_inv_[[D:[0-9]+_[0-9]+]] = o2c_inv_s64((long long){{.*}}(d){{[^;]*}};
// CUDA-SAME: const unsigned long long o2c_inv_[[M:[0-9]+_[0-9]+]] = o2c_inv_u64(
// CUDA-SAME: const unsigned o2c_inv_[[E:[0-9]+_[0-9]+]] = o2c_inv_s32((int){{.*}}(e){{[^;]*}}; for (int i = 0; i < n; i++) {
// CUDA-NEXT: s += o2c_ldiv_s64((x + i) , d, o2c_inv_[[D]]) + o2c_lrem_s64((x + i) , d, o2c_inv_[[D]]) + o2c_lrem_u64((unsigned long long)i , m, o2c_inv_[[M]]);
// CUDA-NEXT: for (int j = 0; j < 2; j++)
// CUDA-NEXT: s += o2c_lrem_s32((i + j) , e, o2c_inv_[[E]]);
// CUDA-NEXT: } }
// CUDA: s += i / w + i / a + i % st + i / g + i / v + i / 8 + DIV(i, d);
// CUDA: {{^}}again:
// CUDA-NEXT: for (int i = 0; i < n; i++)
// CUDA-NEXT: s += i / d;
// CUDA: #pragma unroll
// CUDA-NEXT: for (int i = 0; i < n; i++)
// CUDA-NEXT: s += i % d;
// CUDA: s += i / d;
// CUDA-NEXT: {{^}}inside:
// CUDA: for (int i = 0; i < n; i++)
// CUDA-NEXT: s += i / d;
// CUDA: { const unsigned long long o2c_inv_74_8 = o2c_inv_s64((long long){{[^;]*}}(d){{[^;]*}}; for (int i = 0; i < n; i++) {
// CUDA-NEXT: x = (short)o2c_lrem_s64((long long)x , d, o2c_inv_74_8);
// CUDA-NEXT: a[i] /= d;
// CUDA: s += (i + k) % m;
// CUDA-NOT: o2c_l{{div|rem}}_

// HOST-NOT: {{^[^/]*}}o2c_inv
// HOST-NOT: {{^[^/]*}}o2c_l{{div|rem}}_

// OFF-NOT: divisors the loop does not change
// OFFCUDA-NOT: o2c_inv
// OFFCUDA-NOT: o2c_l{{div|rem}}_
