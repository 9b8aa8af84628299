// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --emit-host '-DCMDLINE_OFFLOAD=_Pragma("omp target teams distribute parallel for map(tofrom: a[0:n])")' %s -o - | FileCheck %s --check-prefix=CMDLINE
// What the host file keeps of directives the _Pragma operator gives:
// declare target left out with a comment in its place, host-only
// directives and other pragmas as written, and a nested parallel region's
// num_threads in a teams region's host fallback as a '#pragma' line.
// Macros of the user's headers and of the command line give directives
// too.

#include <omp.h>

#include "Inputs/pragma_macros.h"

#define PRAGMA(x) _Pragma(#x)
#define BEGIN_DEVICE _Pragma("omp declare target")
#define END_DEVICE _Pragma("omp end declare target")
#define HOST_PARALLEL _Pragma("omp parallel for")

// CHECK: __device__ double scale = 2.0;
// HOST: /* omp2cuda: #pragma omp declare target */
// HOST-NEXT: double scale = 2.0;
// HOST-NEXT: /* omp2cuda: #pragma omp end declare target */
BEGIN_DEVICE
double scale = 2.0;
END_DEVICE

void
host_only(int n, double *a)
{
	// HOST-LABEL: host_only(int n, double *a)
	// HOST: HOST_PARALLEL
	// HOST: _Pragma("omp parallel for")
	// HOST: PRAGMA(omp parallel for)
	HOST_PARALLEL
	for (int i = 0; i < n; i++)
		a[i] = 0;
	_Pragma("omp parallel for")
	for (int i = 0; i < n; i++)
		a[i] += 1;
	PRAGMA(omp parallel for)
	for (int i = 0; i < n; i++)
		a[i] += 1;
#if 0
	PRAGMA(omp target teams distribute parallel for map(tofrom: a[0:n]))
	for (int i = 0; i < n; i++)
		a[i] += 1;
#endif
}

void
teams(int *ids)
{
	// HOST-LABEL: host fallback of o2c_pragma_operator_host_{{[0-9]+}} */
	// HOST: #pragma omp teams num_teams(o2c_teams) thread_limit(o2c_threads)
	// HOST: {{^}}#pragma omp parallel for num_threads(o2c_threads){{$}}
	// HOST-NEXT: #line [[#@LINE+3]] "{{.*}}pragma_operator_host.c"
	PRAGMA(omp target teams num_teams(4) thread_limit(64) map(tofrom: ids[0:256]))
	{
		PRAGMA(omp parallel for)
		for (int i = 0; i < 64; i++)
			ids[omp_get_team_num() * 64 + i] = omp_get_thread_num();
	}
}

void
scaled(int n, double *a)
{
	// other pragmas between a directive and its loop are left out, as
	// '#pragma' lines are
	// CHECK: o2c_pragma_operator_host_[[#@LINE+3]](
	// CHECK: a[i] *= scale;
	// HOST: o2c_target(o2c_region_pragma_operator_host_[[#@LINE+1]](),
	_Pragma("omp target teams distribute parallel for map(tofrom: a[0:n])")
	_Pragma("GCC ivdep")
	for (int i = 0; i < n; i++)
		a[i] *= scale;
}

void
from_header(int n, double *a)
{
	// HOST: o2c_target(o2c_region_pragma_operator_host_[[#@LINE+1]](),
	HDR_PRAGMA(omp target teams distribute parallel for map(tofrom: a[0:n]))
	for (int i = 0; i < n; i++)
		a[i] += 1;
}

#ifdef CMDLINE_OFFLOAD
void
from_command_line(int n, double *a)
{
	// CMDLINE: { /* {{.*}}pragma_operator_host.c:[[#@LINE+2]]: #pragma omp target teams distribute parallel for map(tofrom: a[0:n]) */
	// CMDLINE: o2c_target(o2c_region_pragma_operator_host_[[#@LINE+1]](),
	CMDLINE_OFFLOAD
	for (int i = 0; i < n; i++)
		a[i] += 1;
}
#endif
