// C that gcc before 14 takes with a warning and clang 22 refuses by default
// (frontend/legacy.c): host code keeps it, code compiled for the GPU may not
// (CUDA C++ has no implicit int, implicit declarations or integer-pointer
// conversions without a cast): each is an error at its line, before nvcc.
// RUN: not %omp2cuda -c %s -o /dev/null 2>&1 | FileCheck %s
// CHECK-NOT: legacy_c_device.c:[[@LINE+1]]:{{.*}} error
static counter;

// CHECK: legacy_c_device.c:[[@LINE+1]]:30: error: non-void function 'half' should return a value [-Wreturn-mismatch]: the host compiler takes it in host code, but not in code compiled for the GPU (CUDA C++)
int half(int v) { if (v < 0) return; return v / 2; }

void
f(int *a, long base)
{
	// CHECK-NOT: legacy_c_device.c:[[@LINE+1]]:{{.*}} error
	int *host = base;

	counter = host != 0;
#pragma omp target teams distribute parallel for map(from: a[0:64])
	for (int i = 0; i < 64; i++) {
		// CHECK: legacy_c_device.c:[[@LINE+1]]:8: error: incompatible integer to pointer conversion initializing 'int *' with an expression of type 'long' [-Wint-conversion]: the host compiler
		int *p = base;
		// CHECK: legacy_c_device.c:[[@LINE+1]]:20: error: call to undeclared function 'later'; ISO C99 and later do not support implicit function declarations [-Wimplicit-function-declaration]: the host compiler
		a[i] = half(i) + later(i) + (p != 0);
	}
}

int later(int x) { return x + 1; }
