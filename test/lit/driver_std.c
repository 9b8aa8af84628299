/* -std= of every C dialect goes to the front end and the host compiler,
 * never to nvcc, which compiles the kernels as CUDA C++ (issue 16).
 * RUN: %omp2cuda -v -std=c99 -O2 %s -o %t 2>&1 | FileCheck %s
 * CHECK: nvcc -fatbin
 * CHECK-NOT: -std=
 * CHECK-SAME: .o2c.cu{{$}}
 * CHECK: {{(cc|gcc|clang)}} -S {{.*}} -std=c99 {{(-w )?}}-o
 * RUN: %run OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s --check-prefix=OUT
 * OUT: PASS
 *
 * Every C dialect clang 16 and gcc 12 share (nvcc is a stand-in here
 * that refuses -std= as nvcc does):
 * RUN: for s in c89 c90 iso9899:1990 iso9899:199409 gnu89 gnu90 c99 c9x iso9899:1999 gnu99 \
 * RUN:   c11 c1x iso9899:2011 gnu11 c17 c18 iso9899:2017 iso9899:2018 gnu17 gnu18 c2x gnu2x; do \
 * RUN:   env OMP2CUDA_NVCC=%S/Inputs/fake_nvcc.sh %omp2cuda -std=$s -c %s -o %t.$s.o || exit 1; done
 * The last -std= wins, as in gcc:
 * RUN: env OMP2CUDA_NVCC=%S/Inputs/fake_nvcc.sh %omp2cuda -v -std=c89 -std=gnu11 -c %s -o %t.o 2>&1 \
 * RUN:   | FileCheck %s --check-prefix=LAST
 * LAST-NOT: -std=c89
 * LAST: -S {{.*}} -std=gnu11 {{(-w )?}}-o
 * The front end reads the dialect:
 * RUN: not %omp2cuda -std=c99 -DWANT_C11 --emit-host %s -o /dev/null 2>&1 \
 * RUN:   | FileCheck %s --check-prefix=C99
 * C99: driver_std.c:[[@LINE+6]]:{{[0-9]+}}: error: "not C11"
 * RUN: %omp2cuda -std=c11 -DWANT_C11 --emit-host %s -o /dev/null
 */
#include <stdio.h>

#if defined(WANT_C11) && __STDC_VERSION__ < 201112L
#error "not C11"
#endif

#define N 1000

int
main(void)
{
	static double a[N];
	double sum = 0;
	int i;

	for (i = 0; i < N; i++)
		a[i] = i;
#pragma omp target teams distribute parallel for map(tofrom: a) reduction(+: sum)
	for (i = 0; i < N; i++) {
		a[i] *= 2;
		sum += a[i];
	}
	if (sum != (double)N * (N - 1)) {
		printf("FAIL %f\n", sum);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
