// RUN: not %omp2cuda -c %s -o /dev/null 2>&1 | FileCheck %s --strict-whitespace
// RUN: not %omp2cuda -c -DBROKEN %s -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --check-prefix=FIXIT
// Diagnostics as clang prints them: the location and message, the source line, a caret under the
// column ('~' under clang's range), clang's fix-it below; a misspelt clause names the nearest one.

int
f(void)
{
	int a[4];

	// CHECK: diag_caret.c:[[@LINE+3]]:20: error: unknown clause 'mapp' on '#pragma omp target'; did you mean 'map'?
	// CHECK-NEXT: {{^}}#pragma omp target mapp(from: a){{$}}
	// CHECK-NEXT: {{^}}                   ^{{$}}
#pragma omp target mapp(from: a)
	a[0] = 1;
	// CHECK: diag_caret.c:[[@LINE+2]]:20: error: unknown clause 'frobnicate' on '#pragma omp target'{{$}}
	// CHECK-NEXT: {{^}}#pragma omp target frobnicate(a){{$}}
#pragma omp target frobnicate(a)
	a[1] = 2;
#ifdef BROKEN
	// FIXIT: diag_caret.c:[[@LINE+4]]:14: error: expected ';' at end of declaration
	// FIXIT-NEXT: {{^}}	int b = a[0]{{$}}
	// FIXIT-NEXT: {{^}}	            ^{{$}}
	// FIXIT-NEXT: {{^}}	            ;{{$}}
	int b = a[0]
#endif
	return a[0];
}
