// RUN: %omp2cuda -Wall -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: not %omp2cuda -Wall -Werror -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WERROR
// RUN: %omp2cuda -Wall -Wlogical-op -Wno-maybe-uninitialized -Wunused-but-set-variable -DCLEAN -c %s -o %t.o 2>&1 | count 0
// RUN: not %omp2cuda -Werror -Wall -fdiagnostics-color=always -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=COLOR
// RUN: not %omp2cuda -Werror -Wall -fdiagnostics-color=always -fno-color-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=PLAIN
// The user's warning flags reach the front end: clang's warnings, once each, as errors under
// -Werror (before nvcc runs); gcc's own -W spellings are no warning; nvcc and the host compiler
// compile the generated files with -w, so nothing else is shown. Colour when asked.

int
f(int n)
{
	int s = 0;
#ifndef CLEAN
	// WARN: diag_warning_flags.c:[[@LINE+2]]:6: warning: unused variable 'unused' [-Wunused-variable]
	// WERROR: diag_warning_flags.c:[[@LINE+1]]:6: error: unused variable 'unused' [-Wunused-variable]
	int unused;
#endif

#pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s)
	for (int i = 0; i < n; i++)
		s += i;
	return s;
}
// WARN-NOT: warning
// WERROR-NOT: nvcc
// COLOR: {{.\[0;1;31m}}error: {{.\[0;1m}}unused variable
// PLAIN: {{^}}{{.*}}diag_warning_flags.c:{{[0-9]+}}:6: error: unused variable
