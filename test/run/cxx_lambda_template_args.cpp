// Lambdas passed to function templates whose target regions call them:
// each instantiation's kernel takes the lambda's captures (by copy: a
// float, an int, a struct, an array, an init-capture, a mutable one's)
// as a struct of the same layout and runs the lambda's body; a local
// constant the body names without capturing it; two lambdas of one
// signature passed to one template, one of them through a variable and
// a template that forwards it; a lambda that calls a function of the
// file; a template with a reduction and a type parameter besides.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

struct Coef {
	float a, b;
};

static float
cube(float v)
{
	return v * v * v;
}

template <class F>
void
apply(int n, float *a, F &&f)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = f(a[i], i);
}

template <class F>
void
apply_twice(int n, float *a, F f)
{
	apply(n, a, f);
	apply(n, a, f);
}

template <typename T, class Op>
T
sum_of(int n, const T *x, Op op)
{
	T s = 0;
#pragma omp target teams distribute parallel for map(to: x[0:n]) reduction(+: s)
	for (int i = 0; i < n; i++)
		s += op(x[i]);
	return s;
}

int
main()
{
	const int N = 96;
	const int STRIDE = 3;
	float a[N], ref[N];
	Coef c = {2.0f, 1.0f};
	double w[3] = {0.5, 1.0, 2.0};
	float scale = 0.25f;
	int shift = 4;
	int bad = 0;

	for (int i = 0; i < N; i++)
		a[i] = ref[i] = (float)i;
	auto affine = [=](float x, int i) { return c.a * x + c.b + (float)w[i % STRIDE]; };
	apply_twice(N, a, affine);
	apply(N, a, [scale, shift](float x, int i) { return x * scale + (float)(shift + i); });
	apply(N, a, [c, off = 3.0f](float x, int) mutable {
		off = 6.0f; /* its own copy of the capture */
		return x - c.b - off + cube(1.0f);
	});
	for (int r = 0; r < 2; r++)
		for (int i = 0; i < N; i++)
			ref[i] = c.a * ref[i] + c.b + (float)w[i % STRIDE];
	for (int i = 0; i < N; i++) {
		ref[i] = ref[i] * scale + (float)(shift + i);
		ref[i] = ref[i] - c.b - 6.0f + 1.0f;
		bad += a[i] != ref[i];
	}
	float limit = 100;
	float big = sum_of(N, a, [=](float v) { return v > limit ? 1.0f : 0.0f; });
	double total = sum_of(3, w, [](double v) { return v * 2; });
	float want = 0;
	for (int i = 0; i < N; i++)
		want += ref[i] > limit ? 1.0f : 0.0f;
	bad += big != want;
	bad += total != 7.0;
	printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
