// RUN: %omp2cuda -std=c++17 -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Static member functions named alone in target regions of member
// functions (the kernels and host fallbacks are outside the class: they name
// them qualified, frontend/cxx_this.c): public and private ones, a member
// function template with its arguments, in a class and in a class template
// instantiated twice (each instance's region calls its own instance's
// function, whose result depends on the template's argument); and a virtual
// member function of a class template that the program calls only through
// a reference to its base (instantiated with the class, never named).

#include <cstdio>
#include <cstdlib>

static int failed;

static void
check(const char *what, double got, double want)
{
	if (got != want) {
		std::printf("FAIL: %s = %.1f, expected %.1f\n", what, got, want);
		failed = 1;
	}
}

class Plain {
	static int twice(int x) { return 2 * x; }
	template <typename T> static T half(T x) { return x / 2; }

public:
	static int plus(int x) { return x + 1; }
	double run(int n) const
	{
		double *out = (double *)std::malloc(n * sizeof *out), s = 0;
#pragma omp target teams distribute parallel for map(from: out[0:n])
		for (int i = 0; i < n; i++)
			out[i] = twice(i) + plus(i) + half<double>(i);
		for (int i = 0; i < n; i++)
			s += out[i];
		std::free(out);
		return s;
	}
};

struct Task {
	virtual ~Task() = default;
	virtual double run(int n) const = 0;
};

template <int W> class Wide final : public Task {
	static void fill(int g, const float *in, float *out)
	{
		for (int l = 0; l < W; l++)
			out[g * W + l] = W * in[g * W + l];
	}

public:
	double run(int n) const override
	{
		float *in = (float *)std::malloc(n * sizeof *in), *out = (float *)std::malloc(n * sizeof *out);
		double s = 0;
		for (int i = 0; i < n; i++)
			in[i] = i % 7;
#pragma omp target data map(to: in[0:n]) map(from: out[0:n])
		{
#pragma omp target teams distribute parallel for
			for (int g = 0; g < n / W; g++)
				fill(g, in, out);
		}
		for (int i = 0; i < n; i++)
			s += out[i];
		std::free(in);
		std::free(out);
		return s;
	}
};

static double
want_wide(int w, int n)
{
	double s = 0;
	for (int i = 0; i < n; i++)
		s += w * (i % 7);
	return s;
}

int
main()
{
	Plain p;
	Wide<4> four;
	Wide<8> eight;
	const Task &t = four;
	double want = 0;

	for (int i = 0; i < 1000; i++)
		want += 2 * i + i + 1 + i / 2.0;
	check("Plain", p.run(1000), want);
	check("Wide<4> through its base", t.run(1024), want_wide(4, 1024));
	check("Wide<8>", eight.run(2048), want_wide(8, 2048));
	if (!failed)
		std::printf("PASS\n");
	return failed;
}
