// RUN: %omp2cuda --emit-host %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: not %omp2cuda -DBAD %s 2>&1 | FileCheck --check-prefix=BAD %s
// The iterator modifier of map and motion clauses (OpenMP 5.1 2.1.6):
// one step-1 iterator that each list item names once, as a whole
// subscript, reads as the section its items make; of target update, a
// section of stride 1, moved an element at a time.

typedef struct Vec {
	int n;
	double *v;
} Vec;

#pragma omp declare mapper(Vec w) map(w) map(iterator(k = 0:w.n), to: w.v[k])

void f(int *a, double (*m)[8], int n, Vec s)
{
// CHECK: {.host = (void *)&(a)[(1)], .bytes = (size_t)(((n) > (1) ? (n) - (1) : 0)) * sizeof((a)[0]), .type = O2C_MAP_TOFROM,
#pragma omp target map(iterator(i = 1:n), tofrom: a[i])
	for (int i = 1; i < n; i++)
		a[i]++;
// CHECK: {.host = (void *)&(m)[(0)][0], .bytes = (size_t)(((n) > (0) ? (n) - (0) : 0)) * (size_t)(8) * sizeof((m)[0][0]), .type = O2C_MAP_TO | O2C_MAP_ALWAYS,
#pragma omp target map(iterator(long r = 0:n:1), always, to: m[r][0:8]) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] += m[i][0];
// CHECK: for (long long o2c_k = 0; o2c_k < (long long)(((n) > (0) ? (n) - (0) : 0)); o2c_k++) {
// CHECK-NEXT: O2cMap o2c_one = {.host = (char *)(void *)&(a)[(0)] + o2c_k * (long long)(1) * sizeof((a)[0]), .bytes = sizeof((a)[0]), .type = O2C_MAP_FROM,
#pragma omp target update from(iterator(i = 0:n): a[i])
// CHECK: {.host = (void *)&(s.v)[(0)], .bytes = (size_t)(((s.n) > (0) ? (s.n) - (0) : 0)) * sizeof((s.v)[0]), .type = O2C_MAP_TO,
#pragma omp target
	for (int i = 0; i < s.n; i++)
		a[i] += s.v[i];
#ifdef BAD
// BAD: :[[@LINE+1]]:58: error: an iterator modifier on '#pragma omp target enter data' is not supported yet
#pragma omp target enter data map(iterator(i = 0:n), to: a[i])
// BAD: :[[@LINE+1]]:33: error: an iterator modifier of more than one iterator is not supported yet
#pragma omp target map(iterator(i = 0:n, j = 0:8), to: m[i][j])
	a[0] = 0;
// BAD: :[[@LINE+1]]:41: error: an iterator of step '2' is not supported yet
#pragma omp target map(iterator(i = 0:n:2), to: a[i])
	a[0] = 0;
// BAD: :[[@LINE+1]]:33: error: an iterator of type 'char' is not supported yet
#pragma omp target map(iterator(char i = 0:n), to: a[i])
	a[0] = 0;
// BAD: :[[@LINE+1]]:47: error: list item 'a[i + 1]' of a clause with an iterator modifier is supported yet only where iterator 'i' is a whole subscript, '[i]'
#pragma omp target map(iterator(i = 0:n), to: a[i + 1])
	a[0] = 0;
// BAD: :[[@LINE+1]]:47: error: list item 'm[i][i]' of a clause with an iterator modifier that does not name iterator 'i' exactly once is not supported yet
#pragma omp target map(iterator(i = 0:n), to: m[i][i])
	a[0] = 0;
// BAD: :[[@LINE+1]]:47: error: list item 'a[0:n]' of a clause with an iterator modifier that does not name iterator 'i' exactly once
#pragma omp target map(iterator(i = 0:n), to: a[0:n])
	a[0] = 0;
#endif
}
