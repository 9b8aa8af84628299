// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// The statement of an atomic construct that a macro expands to: libclang
// shows no such statement, so the next one written out was made atomic
// and the macro's dropped from the kernel.
#define BUMP(x) x += 1

void f(int n, int *hist, int *other)
{
#pragma omp target teams distribute parallel for map(tofrom: hist[0:16], other[0:n])
	for (int i = 0; i < n; i++) {
#pragma omp atomic
		BUMP(hist[i & 15]);
		// CHECK: diag_atomic_macro.c:[[@LINE-1]]:3: error: the statement of '#pragma omp atomic' is not supported yet: it must be written out, not expanded from a macro
		other[i] += i;
	}
}
