// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda -fno-constant-arrays --emit-cuda %s -o - | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-constant-arrays --explain %s | FileCheck %s --check-prefix=EXPLAIN-OFF
// Constant arrays of device code (frontend/const_arrays.c): a const array
// of arithmetic elements whose initializer is constants and whose name is
// only subscripted (or sizeof's operand) is static in the .cu file, one
// copy in global memory, instead of being built on each thread's stack as
// its declaration runs.  The host file keeps each declaration as written.

#define ROW {1, 2, 3}
enum { K = 7 };

#pragma omp declare target
static unsigned
lookup(unsigned a)
{
	// CHECK: {{^}}	static const unsigned char mask[8] = {255, 85, 51, 73, 199, 93, 59, 17};
	// HOST: {{^}}	const unsigned char mask[8] = {255, 85, 51, 73, 199, 93, 59, 17};
	// OFF: {{^}}	const unsigned char mask[8] = {255, 85, 51, 73, 199, 93, 59, 17};
	const unsigned char mask[8] = {255, 85, 51, 73, 199, 93, 59, 17};
	// CHECK: {{^}}	static const float w[2][3] = {ROW, {-1.5f, K, (float)sizeof(int)}};
	const float w[2][3] = {ROW, {-1.5f, K, (float)sizeof(int)}};
	// CHECK: {{^}}	static const char name[] = "abc";
	const char name[] = "abc";
	unsigned r = mask[(a >> 1) & 7] + (unsigned)w[a & 1][a % 3] + name[a & 3];
	return r * (2 + a * r) + (unsigned)(sizeof mask / sizeof mask[0]);
}

/* Stays automatic: its address is taken. */
static int
escapes(int i)
{
	// CHECK: {{^}}	const int t[4] = {1, 2, 3, 4};
	const int t[4] = {1, 2, 3, 4};
	const int *p = t;
	return p[i & 3];
}

/* Stays automatic: an element's address is taken. */
static int
element_escapes(int i)
{
	// CHECK: {{^}}	const int e[3] = {7, 8, 9};
	const int e[3] = {7, 8, 9};
	const int *p = &e[i % 3];
	return *p;
}

/* Stays automatic: a row of it is a pointer. */
static int
rows(const int *row, int i)
{
	return row[i];
}
static int
row_escapes(int i)
{
	// CHECK: {{^}}	const int t[2][2] = {{[{][{]}}1, 2}, {3, 4}};
	const int t[2][2] = {{1, 2}, {3, 4}};
	return rows(t[i & 1], i & 1);
}

/* Stays automatic: an element is no constant, the array is not const, or
 * another declarator shares the declaration. */
static int
others(int i)
{
	// CHECK: {{^}}	const int a[2] = {i, 2};
	const int a[2] = {i, 2};
	// CHECK: {{^}}	int b[2] = {1, 2};
	int b[2] = {1, 2};
	// CHECK: {{^}}	const int c[2] = {1, 2}, d = 3;
	const int c[2] = {1, 2}, d = 3;
	// CHECK: {{^}}	const volatile int v[2] = {1, 2};
	const volatile int v[2] = {1, 2};
	return a[i & 1] + b[i & 1] + c[i & 1] + d + v[i & 1];
}
#pragma omp end declare target

int
main(void)
{
	unsigned out[64];
#pragma omp target teams distribute parallel for map(from: out)
	for (int i = 0; i < 64; i++) {
		// CHECK: {{^}}		static const int t[2] = {1, -2};
		const int t[2] = {1, -2};
		out[i] = lookup(i) + t[i & 1] + escapes(i) + element_escapes(i) + row_escapes(i) + others(i);
	}
	return out[5] == 0;
}

// EXPLAIN: constant_arrays.c:22:2: constant array 'mask' (const unsigned char[8]): one static copy in global memory, not built on the thread's stack where it is declared
// EXPLAIN: constant_arrays.c:24:2: constant array 'w' (const float[2][3])
// EXPLAIN: constant_arrays.c:26:2: constant array 'name' (const char[4])
// EXPLAIN: constant_arrays.c:89:3: constant array 't' (const int[2])
// EXPLAIN-NOT: constant array
// EXPLAIN-OFF-NOT: constant array
// OFF-NOT: {{^}}{{\s*}}static const
