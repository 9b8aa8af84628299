// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// References to arrays, int (&a)[N], as parameters (of functions and
// function templates) and locals: each is the array it refers to (a
// parameter of array type would be a pointer), mapped by its size, read
// and written by the region, implicitly or by a map clause.
#include <cstdio>

#define N 1000

static void
twice(const int (&in)[N], int (&out)[N])
{
#pragma omp target teams distribute parallel for map(to: in) map(from: out)
	for (int i = 0; i < N; i++)
		out[i] = 2 * in[i];
}

template <int R, int C>
static void
transpose_add(float (&m)[R][C], float (&t)[C][R])
{
#pragma omp target teams distribute parallel for collapse(2)
	for (int i = 0; i < C; i++)
		for (int j = 0; j < R; j++)
			t[i][j] += m[j][i];
}

template <typename T, int M>
static T
total(T (&v)[M])
{
	T s = 0;
#pragma omp target teams distribute parallel for reduction(+: s)
	for (int i = 0; i < M; i++)
		s += v[i];
	return s;
}

int a[N], b[N];
float m[3][5], t[5][3];

int
main()
{
	int bad = 0;
	for (int i = 0; i < N; i++)
		a[i] = i;
	twice(a, b);
	for (int i = 0; i < N; i++)
		bad += b[i] != 2 * i;

	for (int i = 0; i < 3; i++)
		for (int j = 0; j < 5; j++)
			m[i][j] = (float)(10 * i + j), t[j][i] = 1.0f;
	transpose_add(m, t);
	for (int i = 0; i < 3; i++)
		for (int j = 0; j < 5; j++)
			bad += t[j][i] != 10 * i + j + 1.0f;

	int (&r)[N] = b;
#pragma omp target teams distribute parallel for map(tofrom: r)
	for (int i = 0; i < N; i++)
		r[i] += 1;
	for (int i = 0; i < N; i++)
		bad += b[i] != 2 * i + 1;

	long long sum = total(b);
	bad += sum != (long long)N * N;
	double d[4] = {0.5, 1.5, 2.5, 3.5};
	bad += total(d) != 8.0;
	std::printf("%s %d %lld\n", bad ? "FAIL" : "PASS", bad, sum);
	return bad != 0;
}
