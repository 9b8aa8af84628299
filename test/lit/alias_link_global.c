// A declare target link variable (OpenMP 5.2 7.8.2) is another name of
// the memory a pointer argument may point to, as any declare target
// variable is: the region names GL, so the runtime checks that no pointer
// argument lies in it (O2C_ARG_GLOBALS) and runs the kernel_alias where p
// does (p = GL below).
// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA

#define N 4096

int GL[N];
#pragma omp declare target link(GL)

void link_global(int *out)
{
	const int *p = GL;
#pragma omp target teams distribute parallel for map(tofrom: GL) map(to: p[0:N]) map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		int acc = 0;
		for (int k = 0; k < 4; k++) {
			GL[i] = i + k;
			acc += p[i];
		}
		out[i] = acc;
	}
}
// CHECK-LABEL: alias_link_global.c:18:1:
// CHECK: p: read-only: never written, always followed; const __restrict__ (non-coherent loads)
// CHECK: __restrict__ distinctness: checked at launch: pointers in one allocation, one of them written through, run o2c_alias_link_global_18_alias; the code names declare target 'GL' at 22:4: the runtime checks that no pointer argument lies in a declare target variable
// HOST: {{^}}		{.value = (void *)&p, .type = O2C_ARG_PTR, .map = 1, .name = "p", .flags = O2C_ARG_RESTRICT | O2C_ARG_READONLY | O2C_ARG_GLOBALS},
// CUDA: o2c_alias_link_global_18_alias(const int *p,
