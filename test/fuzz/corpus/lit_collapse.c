// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --dump-after=frontend %s | FileCheck %s --check-prefix=IR
// collapse(3) with mixed index types and steps: trip counts per loop,
// indices recovered innermost first.

void fill(long n, double *a)
{
#pragma omp target teams distribute parallel for collapse(3) map(from: a[0:n*8*5])
	for (long i = 0; i < n; i++)
		for (int j = 14; j >= 0; j -= 2)
			for (unsigned k = 1; k <= 9; k += 2)
				a[(i * 8 + j / 2) * 5 + k / 2] = i + j + k;
}
// IR: region collapse_8 'target teams distribute parallel for' at 8:1
// IR: map from a [0 : n*8*5]
// IR: loop long i = 0; < n; stride 1; host bounds
// IR: loop int j = 14; >= 0; stride (2); host bounds
// IR: loop unsigned int k = 1; <= 9; stride (2); host bounds
// IR: capture scalar long n
// IR: capture pointer double *a

// CHECK: const unsigned long long o2c_n1 = (14 >= 0 ? ((unsigned long long)(int)(14)) / (unsigned long long)(2) + 1 : 0);
// CHECK: const unsigned long long o2c_n2 = (9 >= 1 ? ((unsigned long long)(unsigned int)(9) - (unsigned long long)(unsigned int)(1)) / (unsigned long long)(2) + 1 : 0);
// CHECK: const unsigned long long o2c_trip = o2c_n0 * o2c_n1 * o2c_n2;
// CHECK: unsigned long long o2c_rest = o2c_iv;
// CHECK-NEXT: unsigned int k = (unsigned int)((unsigned long long)(unsigned int)(1) + (o2c_rest % o2c_n2) * (unsigned long long)(2));
// CHECK-NEXT: o2c_rest /= o2c_n2;
// CHECK-NEXT: int j = (int)((unsigned long long)(int)(14) - (o2c_rest % o2c_n1) * (unsigned long long)(2));
// CHECK-NEXT: o2c_rest /= o2c_n1;
// CHECK-NEXT: long i = (long)(o2c_rest);
