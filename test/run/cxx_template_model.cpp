// RUN: %omp2cuda -std=c++17 -O2 -DOMP_TARGET "-DWIDTHS=2,4" %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// A benchmark's model class as proxy apps write one: a class template whose
// name a macro gives, instantiated for a list of widths from the command
// line, its regions in a virtual member function called through the base,
// a target data construct whose directive an #ifdef encloses (its #endif
// between the directive and its statement: printed once, not once per
// instance), a static member function named alone in the kernel, and an
// #ifndef of the class's macro right after the class (where the host
// fallbacks of the instances go, after the class template's definition).

#include <cstdio>
#include <cstdlib>
#include <initializer_list>

struct Model {
	virtual ~Model() = default;
	virtual double run(int n) const = 0;
};

#define IMPL_CLS Widths
template <int W> class IMPL_CLS final : public Model {
	static float step(int g, const float *in) { return W * in[g] + 1.0f; }

public:
	double run(int n) const override
	{
		float *in = (float *)std::malloc(n * sizeof *in), *out = (float *)std::malloc(n * sizeof *out);
		double s = 0;
		for (int i = 0; i < n; i++)
			in[i] = i % 5;
#ifdef OMP_TARGET // the data region
#pragma omp target data map(to: in[0:n]) map(from: out[0:n])
#endif
		for (int rep = 0; rep < 2; rep++) {
#ifdef OMP_TARGET
#pragma omp target teams num_teams(8)
#pragma omp distribute parallel for
#else
#pragma omp parallel for
#endif
			for (int g = 0; g < n; g++)
				out[g] = step(g, in) + rep;
		}
		for (int i = 0; i < n; i++)
			s += out[i];
		std::free(in);
		std::free(out);
		return s;
	}
};

#ifndef IMPL_CLS
#error "no model"
#endif

template <int... Ws> static int
check_all(int n)
{
	int failed = 0;
	for (int w : {Ws...}) {
		const Model *m = w == 2 ? (const Model *)new IMPL_CLS<2>() : new IMPL_CLS<4>();
		double want = 0;
		for (int i = 0; i < n; i++)
			want += w * (i % 5) + 1.0 + 1;
		double got = m->run(n);
		if (got != want) {
			std::printf("FAIL: width %d: %.1f, expected %.1f\n", w, got, want);
			failed = 1;
		}
		delete m;
	}
	return failed;
}

int
main()
{
	int failed = check_all<WIDTHS>(1000);
	if (!failed)
		std::printf("PASS\n");
	return failed;
}
