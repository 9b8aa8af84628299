// Calls the other-names analysis (frontend/names.c) cannot follow: a
// declare target function another file defines, a call through a pointer
// to a function.  Either may write any declare target variable, or memory
// one points to, which no argument shows the runtime: every __restrict__
// claim is dropped (p stays const).  A library function (a system
// header's) reaches memory only through its arguments: claims stay.
// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA

#include <math.h>

#define N 4096

#pragma omp declare target
int G[N];
void set_elsewhere(int i, int v); /* defined in another file */
static void set_g(int i, int v)
{
	G[i] = v;
}
#pragma omp end declare target

void other_file(int *out)
{
	const int *p = G;
#pragma omp target teams distribute parallel for map(to: p[0:N]) map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		set_elsewhere(i, i);
		out[i] = p[i];
	}
}
// CHECK-LABEL: alias_unseen_calls.c:27:1:
// CHECK: out: written by 'out[i] = p[i]' at 30:3; __restrict__; no __restrict__: the code makes a call
// CHECK: p: read-only: never written, always followed; const __restrict__ (non-coherent loads); no __restrict__: the code makes a call the analysis cannot follow ('set_elsewhere(i, i)', a call of 'set_elsewhere', defined in another file at 29:3), which may reach any declare target variable and any memory one points to: the runtime cannot check it
// HOST: {{^}}		{.value = (void *)&p, .type = O2C_ARG_PTR, .map = 0, .name = "p", .flags = O2C_ARG_READONLY},
// CUDA: o2c_alias_unseen_calls_27(int *out, const int *p,

void through_pointer(int *out)
{
	const int *p = G;
#pragma omp target teams distribute parallel for map(to: p[0:N]) map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		void (*f)(int, int) = set_g;
		f(i, i);
		out[i] = p[i];
	}
}
// CHECK-LABEL: alias_unseen_calls.c:42:1:
// CHECK: p: read-only: {{.*}}; no __restrict__: the code makes a call the analysis cannot follow ('f(i, i)', a call through a pointer at 45:3)
// HOST: {{^}}		{.value = (void *)&p, .type = O2C_ARG_PTR, .map = 0, .name = "p", .flags = O2C_ARG_READONLY},
// CUDA: o2c_alias_unseen_calls_42(int *out, const int *p,

void library(float *out, const float *p)
{
#pragma omp target teams distribute parallel for map(to: p[0:N]) map(from: out[0:N])
	for (int i = 0; i < N; i++)
		out[i] = sqrtf(p[i]);
}
// CHECK-LABEL: alias_unseen_calls.c:56:1:
// CHECK: p: read-only: never written, always followed; const __restrict__ (non-coherent loads)
// CHECK: __restrict__ distinctness: checked at launch
// HOST: {{^}}		{.value = (void *)&p, .type = O2C_ARG_PTR, .map = 0, .name = "p", .flags = O2C_ARG_RESTRICT | O2C_ARG_READONLY},
// CUDA: o2c_alias_unseen_calls_56(float *__restrict__ out, const float *__restrict__ p,
