// Atomic constructs in functions that target regions call: many threads
// scatter weights into a few bins through a function's two atomic
// updates, claim slots through a function's atomic capture that swaps a
// flag (exactly one thread may see each slot free), and count through a
// member function's capture and a namespace's function with an atomic
// read and seq_cst write, a function template's update of int and
// double elements, a volatile store; the calls come from a combined loop region, a
// teams region's parallel region, and another device function.  On the
// GPU, a plain read-modify-write in place of any atomic loses updates.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>
#include <omp.h>

const int N = 1 << 15;
const int BINS = 8;
const int SLOTS = 64;

static void spread(double at, float w, float *bins)
{
	int i = (int)at;
	float f = (float)(at - i);
#pragma omp atomic update
	bins[i] += w * (1 - f);
#pragma omp atomic update
	bins[i + 1] += w * f;
}

static int claim(int *flags, int k)
{
	int was;
#pragma omp atomic capture
	{
		was = flags[k];
		flags[k] = 1;
	}
	return was == 0;
}

static void spread_twice(double at, float *bins)
{
	spread(at, 0.5f, bins);
	spread(at, 0.5f, bins);
}

struct Counter {
	long long n;
	long long add(long long k)
	{
		long long before;
#pragma omp atomic capture
		before = n += k;
		return before;
	}
};

namespace flags {
int peek(int *f, int k)
{
	int v;
#pragma omp atomic read
	v = f[k];
	return v;
}
void set(int *f, int k, int v)
{
#pragma omp atomic write seq_cst
	f[k] = v;
}
}

template <typename T> void tally(T *h, int k, T v)
{
#pragma omp atomic
	h[k] += v;
}

static void publish(int *addr, int v)
{
	volatile int *p = addr;
#pragma omp atomic write
	*p = v;
}

int main()
{
	static float bins[BINS + 1];
	static int taken[SLOTS], wins[SLOTS], seen[SLOTS], ints[BINS];
	static double reals[BINS];
	int last = 0;
	Counter c = {0};
	int bad = 0;

#pragma omp target teams distribute parallel for map(tofrom: bins)
	for (int j = 0; j < N; j++)
		spread((j % (BINS * 4)) / 4.0, 1.0f, bins);
#pragma omp target teams num_teams(4) thread_limit(64) map(tofrom: bins, taken, wins, c)
	{
#pragma omp parallel
		{
			for (int j = 0; j < 64; j++) {
				int k = (j * 7 + omp_get_thread_num()) % SLOTS;
				if (claim(taken, k)) {
#pragma omp atomic
					wins[k]++;
				}
				spread_twice(j % BINS, bins);
				c.add(1);
			}
		}
	}
#pragma omp target teams distribute parallel for map(tofrom: taken, seen)
	for (int k = 0; k < SLOTS; k++) {
		seen[k] = flags::peek(taken, k);
		flags::set(taken, k, 2);
	}
#pragma omp target teams distribute parallel for map(tofrom: ints, reals, last)
	for (int j = 0; j < N; j++) {
		tally(ints, j % BINS, 2);
		tally(reals, j % BINS, 0.5);
		if (j == N / 2)
			publish(&last, j);
	}
	for (int i = 0; i < BINS; i++)
		if (ints[i] != 2 * (N / BINS) || reals[i] != 0.5 * (N / BINS)) {
			printf("tally %d: %d %g\n", i, ints[i], reals[i]);
			bad = 1;
		}
	if (last != N / 2) {
		printf("last %d\n", last);
		bad = 1;
	}
	/* each j of the first loop puts 1 into bins i and i + 1 as f says;
	 * the second adds 1 per call at a whole index */
	double want[BINS + 1] = {0};
	for (int j = 0; j < N; j++) {
		double at = (j % (BINS * 4)) / 4.0;
		int i = (int)at;
		want[i] += 1 - (at - i);
		want[i + 1] += at - i;
	}
	long long calls = c.n;
	for (int j = 0; j < 64; j++)
		want[j % BINS] += (double)calls / 64;
	for (int i = 0; i <= BINS; i++)
		if (bins[i] < want[i] - 0.5 || bins[i] > want[i] + 0.5) {
			printf("bin %d: %g, want %g\n", i, bins[i], want[i]);
			bad = 1;
		}
	if (calls % 64 || calls < 64) {
		printf("count %lld\n", calls);
		bad = 1;
	}
	for (int k = 0; k < SLOTS; k++)
		if (wins[k] != seen[k] || wins[k] > 1 || taken[k] != 2) {
			printf("slot %d: %d wins, seen %d, flag %d\n", k, wins[k], seen[k], taken[k]);
			bad = 1;
		}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
