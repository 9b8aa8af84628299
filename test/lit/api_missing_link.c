// RUN: not %omp2cuda %s -o %t 2>&1 | FileCheck %s
// An OpenMP routine that neither omp2cuda's runtime nor the host's libgomp defines is an
// error naming it, never another library's silently: omp_control_tool (OpenMP 5.2 18.14; no
// tool interface here).  Where the host's <omp.h> declares it (LLVM's) the link fails; where
// it does not (gcc 12's), the front end, which reads the host's <omp.h>, reports the call.
// The device routines are all the runtime's (test/run/device_memory_routines.c,
// host_api_link.c).
// CHECK: {{undefined reference to .omp_control_tool'|error: call to undeclared function 'omp_control_tool'}}
#include <omp.h>
#include <stdio.h>

int
main(void)
{
	int on_gpu = 0;

#pragma omp target map(from: on_gpu)
	on_gpu = !omp_is_initial_device();
	printf("%d %d\n", on_gpu, omp_control_tool(1, 0, NULL));
	return 0;
}
