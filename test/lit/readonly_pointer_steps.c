// Read-only provenance follows a pointer through the expressions that
// leave a pointer derived from it: p++ and --p (`*p++ = v`, C's idiom),
// p += k, GNU's statement expression ({ ...; p; }), whose value is its
// last statement's, and an address made an integer and a pointer again.
// Each writes the root's memory here: not O2C_ARG_READONLY (whose copy-
// back the runtime would skip), nor __restrict__ resting on no writes.
// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// HOST-NOT: {{"(a|m)".*READONLY}}

#define N 4096
#define AT(p, k) ({ __typeof__(p) _p = (p); _p + (k); })

void post_increment(int *a, const int *b)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:N]) map(to: b[0:N])
	for (int i = 0; i < N / 2; i++) {
		int *p = a + 2 * i;
		*p++ = b[i];
		*p = b[i] + 1;
	}
}
// CHECK-LABEL: readonly_pointer_steps.c:16:1:
// CHECK: a: written by '*p++ = b[i]' at 19:3
// CHECK: __restrict__ distinctness: checked at launch

void pre_decrement(int *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
	for (int i = 0; i < N / 2; i++) {
		int *p = a + 2 * i + 2;
		*--p = 1;
	}
}
// CHECK-LABEL: readonly_pointer_steps.c:29:1:
// CHECK: a: written by '*--p = 1' at 32:3

void compound(int *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
	for (int i = 0; i < N / 2; i++) {
		int *p = a;
		*(p += 2 * i) = 3;
	}
}
// CHECK-LABEL: readonly_pointer_steps.c:40:1:
// CHECK: a: written by '*(p += 2 * i) = 3' at 43:3

void statement_expression(int *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
	for (int i = 0; i < N; i++) {
		int *r = AT(a, i);
		*r = 2 * i;
	}
}
// CHECK-LABEL: readonly_pointer_steps.c:51:1:
// CHECK: a: written by '*r = 2 * i' at 54:3

// A pointer cast to an integer may be made a pointer again and written
// through; a comparison of it, or the difference of two pointers, is no
// address (crc64's alignment test keeps its claims).
void integer_round_trip(int *a, int *b)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:N], b[0:N])
	for (int i = 0; i < N; i++) {
		unsigned long u = (unsigned long)a;
		((int *)u)[i] = 1;
		long v = (long)(b + i);
		*(int *)v = 2;
	}
}
// CHECK-LABEL: readonly_pointer_steps.c:65:1:
// CHECK: a: written by '((int *)u)[i] = 1' at 68:3
// CHECK: b: written by '*(int *)v = 2' at 70:3

void integer_tests(int *a, const int *b, long *sz)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:N], sz[0:N]) map(to: b[0:N])
	for (int i = 0; i < N; i++) {
		const int *end = b + N;
		sz[i] = end - (b + i);
		a[i] = ((unsigned long)(b + i) & 3) == 0 && (unsigned long)b < (unsigned long)end;
	}
}
// CHECK-LABEL: readonly_pointer_steps.c:79:1:
// CHECK: b: read-only: never written, always followed; const __restrict__ (non-coherent loads)
