// A break that leaves one of the loops collapse(n) associates, at any depth
// of the nest (gcc refuses it; clang accepts it below the outermost loop):
// a located error before any other compiler runs.  Breaks of loops and
// switches of the body's own, and of a range-based for, are the program's.
// RUN: not %omp2cuda -c %s -o /dev/null 2>&1 | FileCheck %s
#include <cstdint>
#include <initializer_list>

void rows(int *a, int64_t n, const int64_t *len)
{
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*n]) map(to: len[0:n])
	for (int64_t i = 0; i < n; ++i)
		for (int64_t j = 0; j < n; ++j) {
			// CHECK: collapse_break.cpp:[[@LINE+1]]:21: error: 'break' statement cannot be used in the loops that collapse(2) associates with '#pragma omp target teams distribute parallel for'
			if (j >= len[i]) break;
			a[i * n + j] = 1;
		}
}

void deep(int *a, int n)
{
#pragma omp target teams distribute parallel for collapse(3) map(tofrom: a[0:n*n*n])
	for (int i = 0; i < n; ++i)
		for (int j = 0; j < n; ++j)
			for (int k = 0; k < n; ++k) {
				switch (k & 1) {
				case 0: a[(i * n + j) * n + k] += 1; break;
				default: break;
				}
				for (int m = 0; m < 4; m++)
					if (m > k) break;
				for (int v : {1, 2, 3})
					if (v > j) break;
				// CHECK: collapse_break.cpp:[[@LINE+1]]:31: error: 'break' statement cannot be used in the loops that collapse(3)
				if (a[k] < 0) { a[k] = 0; break; }
			}
}

// CHECK-NOT: error
void fine(int *a, int n)
{
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*n])
	for (int i = 0; i < n; ++i)
		for (int j = 0; j < n; ++j)
			while (a[i * n + j] > 1) {
				a[i * n + j] /= 2;
				if (a[i * n + j] == 3) break;
			}
}
