// Pointers of unknown provenance (frontend/names.c): one made from an
// integer (a device address kept in a uintptr_t) and one a function
// another file defines returns may hold any device address, a pointer
// parameter's too, which no argument shows the runtime: no __restrict__
// claim rests on their being distinct, not even the one pointer
// parameter's.  A null pointer constant made a pointer is no address.
// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA

#include <stddef.h>
#include <stdint.h>

#define N 4096

#pragma omp declare target
int *elsewhere(void); /* defined in another file */
#pragma omp end declare target

void from_integer(const int *p, uintptr_t addr)
{
#pragma omp target teams distribute parallel for map(to: p[0:N])
	for (int i = 0; i < N; i++) {
		int *w = (int *)addr;
		w[i] = p[i];
	}
}
// CHECK-LABEL: alias_int_to_ptr.c:21:1:
// CHECK: p: read-only: never written, always followed; const __restrict__ (non-coherent loads); no __restrict__: the code uses a pointer loaded from memory ('(int *)addr', an integer made a pointer at 23:12), which may hold any device address: the runtime cannot check it
// CUDA: o2c_alias_int_to_ptr_21(uintptr_t addr, const int *p,

void returned(const int *p)
{
#pragma omp target teams distribute parallel for map(to: p[0:N])
	for (int i = 0; i < N; i++) {
		int *w = elsewhere();
		w[i] = p[i];
	}
}
// CHECK-LABEL: alias_int_to_ptr.c:33:1:
// CHECK: p: read-only: {{.*}}; no __restrict__: the code makes a call the analysis cannot follow ('elsewhere()', a call of 'elsewhere', defined in another file at 35:12)
// CUDA: o2c_alias_int_to_ptr_33(const int *p,

void null_constant(const int *p, int *out)
{
#pragma omp target teams distribute parallel for map(to: p[0:N]) map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		const int *q = (int *)0;
		out[i] = p[i] + (q == NULL);
	}
}
// CHECK-LABEL: alias_int_to_ptr.c:45:1:
// CHECK: p: read-only: never written, always followed; const __restrict__ (non-coherent loads)
// CHECK-NOT: no __restrict__
// CHECK: __restrict__ distinctness: checked at launch
// CUDA: o2c_alias_int_to_ptr_45(int *__restrict__ out, const int *__restrict__ p,
