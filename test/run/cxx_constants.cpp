// C++ constants in device code: namespace-scope const integral and enum
// variables and constexpr floating ones, used as an array bound in a
// region, through a reference (std::min, std::max), in a function the
// region calls without declare target, and qualified by their namespace.
// The device's values must be the host's.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <algorithm>
#include <cstdio>

const int STATE_N = 3;
namespace tab {
const unsigned int CAP = 64 * 1024 * 1024 + 5;
constexpr float SCALE = 0.1f;
}
enum Kind { PLAIN, SCALED };
const Kind DEFAULT_KIND = SCALED;
constexpr double HALF = 0.5;
const long long BIG = -(1ll << 40);

int states(int n)
{
	int j = 1;
	for (int i = 0; i < n; i++)
		j *= STATE_N;
	return j;
}

static void compute(int i, long long *out, double *d)
{
	int counts[STATE_N] = {0};
	counts[i % STATE_N] = states(i % 4);
	*out = counts[i % STATE_N] + std::min(i, (int)(tab::CAP & 7)) + (DEFAULT_KIND == SCALED) + BIG;
	*d = std::max(HALF, 0.25 * i) + tab::SCALE * i + sizeof counts;
}

int main()
{
	const int n = 64;
	long long out[n], ref_out;
	double d[n], ref_d;
	int bad = 0;

#pragma omp target teams distribute parallel for map(from: out[0:n], d[0:n])
	for (int i = 0; i < n; i++) {
		int counts[STATE_N] = {0};
		counts[i % STATE_N] = states(i % 4);
		out[i] = counts[i % STATE_N] + std::min(i, (int)(tab::CAP & 7)) +
		         (DEFAULT_KIND == SCALED) + BIG;
		d[i] = std::max(HALF, 0.25 * i) + tab::SCALE * i + sizeof counts;
	}
	for (int i = 0; i < n; i++) {
		compute(i, &ref_out, &ref_d);
		if (out[i] != ref_out || d[i] != ref_d) {
			printf("FAIL at %d: %lld %g, expected %lld %g\n", i, out[i], d[i], ref_out, ref_d);
			bad = 1;
		}
	}
	if (!bad)
		printf("PASS\n");
	return bad;
}
