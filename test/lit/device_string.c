// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// Calls to <string.h> functions in device code: CUDA's memcpy and memset,
// the others by omp2cuda_cstring.h's wrappers of C's prototypes, which the
// .cu file includes after the system headers; the calls stay as written.

#include <string.h>

// CHECK: #include <string.h>
// CHECK: #include "omp2cuda_cmath.h"
// CHECK-NEXT: #include "omp2cuda_cstring.h"

// CHECK: __device__ static int same(const char *a, const char *b) { return !strcmp(a, b); }
static int same(const char *a, const char *b) { return !strcmp(a, b); }

int
main(void)
{
	char s[16];
	long n[4];
#pragma omp target map(from: s, n)
	{
		// CHECK: memset(s, 0, sizeof s);
		memset(s, 0, sizeof s);
		// CHECK: strncpy(s, "abc", 8);
		strncpy(s, "abc", 8);
		// CHECK: memmove(s + 1, s, 3);
		memmove(s + 1, s, 3);
		// CHECK: n[0] = strlen(s);
		n[0] = strlen(s);
		n[1] = same(s, "aabc");
		n[2] = strchr(s, 'b') - s;
		n[3] = memcmp(s, "ab", 2) > 0;
	}
	return !(n[0] == 4);
}
