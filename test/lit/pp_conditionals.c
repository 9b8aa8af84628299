// RUN: %omp2cuda -DOFFLOAD --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda -DOFFLOAD --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// Copies of the file's code leave out the conditional directive lines and
// the groups they skip, each line left empty so that the next keeps its
// number: a target region whose braces open and close inside #ifdef
// groups (HeCBench frna, prna) copies as the compiler read it, in the
// kernel and the host fallback, whatever the macros where the copy lands.
// The host file keeps the lines of the statement it replaces after the
// runtime calls, so the groups still pair up there.
#define MODE 1

// CUDA: struct item {
// CUDA-NEXT: int key;
// CUDA-EMPTY:
// CUDA-EMPTY:
// CUDA-EMPTY:
// CUDA-NEXT: int value;
struct item {
	int key;
#ifdef WIDE
	long long wide;
#endif
	int value;
};

void rows(int n, int *v, struct item *it)
{
#ifdef OFFLOAD
#pragma omp target teams num_teams(4) map(tofrom: v[0:n], it[0:n])
	{
#pragma omp parallel
		{
#endif
			for (int i = 0; i < n; i++)
#if 0
				this line is not C
#elif MODE == 1
				v[i] += it[i].key;
#else
				v[i] = -1;
#endif
#ifdef OFFLOAD
		}
	}
#endif
}
// CUDA: __global__ void
// CUDA-NEXT: o2c_pp_conditionals_29(
// CUDA-NOT: {{^ *#(if|else|elif|endif)}}
// CUDA: #line 32
// CUDA-NEXT: {{^}}		{
// CUDA-EMPTY:
// CUDA-NEXT: for (int i = 0; i < n; i++)
// CUDA-EMPTY:
// CUDA-EMPTY:
// CUDA-EMPTY:
// CUDA-NEXT: v[i] += it[i].key;
// CUDA-EMPTY:
// CUDA-EMPTY:
// CUDA-EMPTY:
// CUDA-EMPTY:
// CUDA-NEXT: {{^}}		}
// CUDA-NOT: {{^ *#(if|else|elif|endif)}}
// CUDA: o2c_kernel_done

// HOST: host fallback of o2c_pp_conditionals_29
// HOST-NOT: {{^ *#(if|else|elif|endif)}}
// HOST: for (int i = 0; i < n; i++)
// HOST-EMPTY:
// HOST-EMPTY:
// HOST-EMPTY:
// HOST-NEXT: v[i] += it[i].key;
// HOST-NOT: {{^ *#(if|else|elif|endif)}}
// HOST: o2c_region_pp_conditionals_29(void)

// HOST: void rows(
// HOST-NEXT: {
// HOST-NEXT: {{^}}#ifdef OFFLOAD
// HOST-NEXT: { /* {{.*}}pp_conditionals.c:29: #pragma omp target teams
// HOST: o2c_target(o2c_region_pp_conditionals_29(),
// HOST-NEXT: }
// HOST-NEXT: {{^}}#endif
// HOST-NEXT: {{^}}#if 0
// HOST-NEXT: this line is not C
// HOST-NEXT: {{^}}#elif MODE == 1
// HOST-NEXT: {{^}}#else
// HOST-NEXT: v[i] = -1;
// HOST-NEXT: {{^}}#endif
// HOST-NEXT: {{^}}#ifdef OFFLOAD
// HOST-NEXT: #line 44
// HOST: {{^}}#endif
// HOST-NEXT: }

// The file changes MODE after the region: the copies keep the branch
// the preprocessor took at the region.
#undef MODE
#define MODE 2
