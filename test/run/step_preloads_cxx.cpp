// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=3 %t | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// E2E-ENV: OMP2CUDA_STEPS=off
// Step preloads in C++ (lowering/steps.c): a stencil sweep whose steps
// read std::vector data through pointers, take std::min of the neighbours
// and load a weight of the step's row and a float scale that no step
// changes, both before the launch's first step.  The last row is checked
// element for element against the same loops on the host.
#include <algorithm>
#include <cstdio>
#include <vector>

// EXPLAIN: stencil steps: o2c_step_preloads_cxx_{{[0-9]+}}_steps, {{.*}}; the loads at [[@LINE+13]]:25, [[@LINE+13]]:79, which every step makes, of arrays the region does not write: each lane makes the launch's steps' first, all at once (-fno-step-preloads: as each step reaches them){{$}}
static const double *
sweep(const double *w, const float *scale, double *a, double *b, int n, int rows)
{
	double *prev = a, *next = b;
#pragma omp target data map(to: w[0:(long)rows * n], scale[0:n]) map(tofrom: a[0:n], b[0:n])
	{
		for (int t = 1; t < rows; t++) {
#pragma omp target teams distribute parallel for
			for (int j = 0; j < n; j++) {
				double m = prev[j];
				if (j > 0)
					m = std::min(m, prev[j - 1]);
				next[j] = 0.5 * m + w[static_cast<long>(t) * n + j] * static_cast<double>(scale[j]);
			}
			double *tmp = prev;
			prev = next;
			next = tmp;
		}
	}
	return prev;
}

static void
sweep_ref(const double *w, const float *scale, double *prev, double *next, int n, int rows)
{
	for (int t = 1; t < rows; t++) {
		for (int j = 0; j < n; j++) {
			double m = prev[j];
			if (j > 0)
				m = std::min(m, prev[j - 1]);
			next[j] = 0.5 * m + w[static_cast<long>(t) * n + j] * static_cast<double>(scale[j]);
		}
		std::swap(prev, next);
	}
}

int
main()
{
	const int n = 30011, rows = 37;
	std::vector<double> w(static_cast<size_t>(rows) * n), a(n), b(n), ra(n), rb(n);
	std::vector<float> scale(n);
	int bad = 0;

	for (size_t k = 0; k < w.size(); k++)
		w[k] = static_cast<double>((k * 2654435761u) % 1000) / 8.0;
	for (int j = 0; j < n; j++) {
		scale[j] = static_cast<float>(j % 7) * 0.25f;
		a[j] = ra[j] = static_cast<double>(j % 13);
		b[j] = rb[j] = -1.0;
	}
	const double *got = sweep(w.data(), scale.data(), a.data(), b.data(), n, rows);
	sweep_ref(w.data(), scale.data(), ra.data(), rb.data(), n, rows);
	const double *want = rows % 2 ? ra.data() : rb.data();
	for (int j = 0; j < n && bad < 5; j++)
		if (got[j] != want[j]) {
			std::printf("element %d is %.17g, not %.17g\n", j, got[j], want[j]);
			bad++;
		}
	// CHECK: PASS
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
