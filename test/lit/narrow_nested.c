// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s --check-prefix=PLAN
// RUN: %omp2cuda -fno-narrow-loops --emit-cuda %s -o - | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-narrow-loops --explain %s | FileCheck %s --check-prefix=EXPLAIN-OFF
// 32-bit iteration numbers of loops nested in a kernel (lowering/schedule.c,
// narrow_nested): where the nest's trip count is bounded by integer
// constants, or by the ranges of its bounds' types, below 2^32 less a block's
// threads, the loop's counts, iteration number and decomposition are
// unsigned; the loop variables keep their types.  Trip counts nothing
// bounds, chunked schedules and distributed loops keep 64 bits, and so does
// every loop under -fno-narrow-loops.

#define ORDER 64
#define ROWS 1000
#define COLS 900

// A team's parallel loops of ORDER iterations, on a warp's lanes.
void
lanes(int *a, int n)
{
	// CHECK: {{^}}o2c_narrow_nested_[[@LINE+6]](
	// CHECK: const unsigned o2c_pn0 = (unsigned)((int)(ORDER) > 0 ? (unsigned long long)(int)(ORDER) : 0);
	// CHECK-NEXT: const unsigned o2c_ptrip = o2c_pn0;
	// CHECK-NEXT: for (unsigned o2c_pv = o2c_lane;
	// CHECK-NEXT: o2c_pv < o2c_ptrip; o2c_pv += (unsigned)o2c_nthreads) {
	// CHECK-NEXT: int s = (int)(o2c_pv);
#pragma omp target teams distribute map(tofrom: a[0:n * ORDER])
	for (int q = 0; q < n; q++) {
		// EXPLAIN: narrow_nested.c:[[@LINE+3]]:1: #pragma omp parallel for
		// EXPLAIN: 32-bit iteration numbers: unsigned: at most 64 iterations (its bounds' values or types' ranges), so the iteration numbers and the team's threads past them fit 32 bits (-fno-narrow-loops: 64-bit)
		// EXPLAIN-OFF: 32-bit iteration numbers: 64-bit only: -fno-narrow-loops
#pragma omp parallel for
		for (int s = 0; s < ORDER; s++)
			a[q * ORDER + s] += s;
#pragma omp parallel for
		for (int s = 0; s < ORDER; s++)
			a[q * ORDER + s] *= 2;
	}
}

// A parallel loop of at most 32 iterations on a warp: one pass a lane (the
// loop steps past its end), a continue in it still ends only the iteration;
// one of 33 is a loop.
void
one_pass(int *a, int n)
{
	// CHECK: {{^}}o2c_narrow_nested_[[@LINE+7]](
	// CHECK: for (unsigned o2c_pv = o2c_lane;
	// CHECK-NEXT: o2c_pv < o2c_ptrip; o2c_pv = o2c_ptrip) { /* one pass */
	// CHECK-NEXT: int s = (int)(o2c_pv);
	// CHECK: for (unsigned o2c_pv = o2c_lane;
	// CHECK-NEXT: o2c_pv < o2c_ptrip; o2c_pv += (unsigned)o2c_nthreads) {
	// PLAN: loop lanes cyclic, index 32-bit, one pass:
#pragma omp target teams distribute map(tofrom: a[0:n * 33])
	for (int q = 0; q < n; q++) {
		// EXPLAIN: narrow_nested.c:[[@LINE+2]]:1: #pragma omp parallel for
		// EXPLAIN: 32-bit iteration numbers: unsigned: at most 32 iterations (its bounds' values or types' ranges), so the iteration numbers and the team's threads past them fit 32 bits; at most one a lane of the warp: one pass, not a loop (-fno-narrow-loops: 64-bit)
#pragma omp parallel for
		for (int s = 0; s < 32; s++) {
			if (a[q * 33 + s] < 0)
				continue;
			a[q * 33 + s] += s;
		}
#pragma omp parallel for
		for (int s = 0; s < 33; s++)
			a[q * 33 + s] *= 2;
	}
}

// A block's threads: a collapse of constant loops, cyclic, and a static
// schedule's blocks; a bound whose type is short, one of unsigned char, and
// a loop variable of type short; an int loop from a constant (at most
// 2^31 - 1 iterations).  Bounds of int variables at both ends may run
// 2^32 - 1 iterations: 64-bit.
void
blocks(float *a, int n, short m, unsigned char c, int k)
{
	// CHECK: {{^}}o2c_narrow_nested_[[@LINE+30]](
	// CHECK: const unsigned o2c_pn0 = (unsigned)((int)(ROWS) > 0 ? (unsigned long long)(int)(ROWS) : 0);
	// CHECK-NEXT: /* j: int from 0 while < COLS; by 1 */
	// CHECK-NEXT: const unsigned o2c_pn1 = (unsigned)((int)(COLS) > 0 ? (unsigned long long)(int)(COLS) : 0);
	// CHECK-NEXT: const unsigned o2c_ptrip = o2c_pn0 * o2c_pn1;
	// CHECK-NEXT: for (unsigned o2c_pv = threadIdx.x;
	// CHECK-NEXT: o2c_pv < o2c_ptrip; o2c_pv += (unsigned)o2c_nthreads) {
	// CHECK-NEXT: unsigned o2c_prest = o2c_pv;
	// CHECK-NEXT: int j = (int)((o2c_prest % o2c_pn1));
	// CHECK-NEXT: o2c_prest /= o2c_pn1;
	// CHECK-NEXT: int i = (int)(o2c_prest);
	// CHECK: const unsigned o2c_pn0 = (unsigned)((int)(m) > (int)(-3) ?
	// CHECK-NEXT: const unsigned o2c_ptrip = o2c_pn0;
	// CHECK-NEXT: const unsigned o2c_pq = o2c_ptrip / (unsigned)o2c_nthreads, o2c_pr = o2c_ptrip % (unsigned)o2c_nthreads;
	// CHECK-NEXT: const unsigned o2c_pwlo = threadIdx.x * o2c_pq + (threadIdx.x < o2c_pr ? threadIdx.x : o2c_pr);
	// CHECK-NEXT: for (unsigned o2c_pv = o2c_pwlo;
	// CHECK: const unsigned o2c_pn0 = (unsigned)((int)(c) > 0 ?
	// CHECK: for (unsigned o2c_pv = threadIdx.x;
	// CHECK: const unsigned o2c_pn0 = (unsigned)((short)(k) >= 1 ?
	// CHECK: for (unsigned o2c_pv = threadIdx.x;
	// CHECK-NEXT: o2c_pv < o2c_ptrip; o2c_pv += (unsigned)o2c_nthreads) {
	// CHECK-NEXT: short s = (short)((unsigned long long)(short)(1) + o2c_pv);
	// CHECK: const unsigned o2c_pn0 = (unsigned)((int)(n) > 0 ? (unsigned long long)(int)(n) : 0);
	// CHECK: const unsigned long long o2c_pn0 = ((int)(n) > (int)(k) ? (unsigned long long)(int)(n) - (unsigned long long)(int)(k) : 0);
	// CHECK-NEXT: const unsigned long long o2c_ptrip = o2c_pn0;
	// CHECK-NEXT: for (unsigned long long o2c_pv = threadIdx.x;
	// OFF-NOT: {{^[[:space:]]*}}const unsigned o2c_p
	// OFF-NOT: {{^[[:space:]]*}}for (unsigned o2c_p
	// EXPLAIN: narrow_nested.c:[[@LINE+2]]:1: #pragma omp target teams distribute
	// EXPLAIN: 32-bit iteration numbers: unsigned: at most 900000 iterations
#pragma omp target teams distribute thread_limit(128) map(tofrom: a[0:ROWS * COLS])
	for (int t = 0; t < 4; t++) {
#pragma omp parallel for collapse(2)
		for (int i = 0; i < ROWS; i++)
			for (int j = 0; j < COLS; j++)
				a[i * COLS + j] += t;
		// EXPLAIN: 32-bit iteration numbers: unsigned: at most 32770 iterations
#pragma omp parallel for schedule(static)
		for (int i = -3; i < m; i++)
			a[i + 3] += 1.0f;
		// EXPLAIN: 32-bit iteration numbers: unsigned: at most 255 iterations
#pragma omp parallel for
		for (int i = 0; i < c; i++)
			a[i] += 1.0f;
		// EXPLAIN: 32-bit iteration numbers: unsigned: at most 32767 iterations
#pragma omp parallel for
		for (short s = 1; s <= k; s++)
			a[s] += 1.0f;
		// EXPLAIN: 32-bit iteration numbers: unsigned: at most 2147483647 iterations
#pragma omp parallel for
		for (int i = 0; i < n; i++)
			a[i] += 1.0f;
		// EXPLAIN: 32-bit iteration numbers: 64-bit only: the nest may run more than 4294966271 iterations (2^32 less a block's threads)
#pragma omp parallel for
		for (int i = k; i < n; i++)
			a[i] += 1.0f;
	}
}

// Nests too long, chunks, a distributed loop, and a team of one thread.
void
others(float *a, long long n, unsigned u)
{
#pragma omp target teams map(tofrom: a[0:n])
	{
		// EXPLAIN: narrow_nested.c:[[@LINE+2]]:1: #pragma omp parallel for collapse(2)
		// EXPLAIN: 32-bit iteration numbers: 64-bit only: the nest may run more than 4294966271 iterations (2^32 less a block's threads)
#pragma omp parallel for collapse(2)
		for (int i = 0; i < 70000; i++)
			for (int j = 0; j < 70000; j++)
				a[(i + j) % n] += 1.0f;
		// EXPLAIN: 32-bit iteration numbers: 64-bit only: the nest may run more than
#pragma omp parallel for
		for (unsigned i = 0; i < u; i++)
			a[i % n] += 1.0f;
		// EXPLAIN: 32-bit iteration numbers: 64-bit only: the nest may run more than
#pragma omp parallel for
		for (long long i = 0; i < 5000000000LL; i++)
			a[i % n] += 1.0f;
		// EXPLAIN: narrow_nested.c:[[@LINE+2]]:1: #pragma omp parallel for
		// EXPLAIN: 32-bit iteration numbers: 64-bit only: the trip count of the loop at [[@LINE+2]]:3 is bounded neither by integer constants nor by its bounds' types
#pragma omp parallel for
		for (long long i = 0; i < n; i++)
			a[i] += 1.0f;
		// EXPLAIN: 32-bit iteration numbers: 64-bit only: a chunked or guided schedule, whose chunk size the device computes
#pragma omp parallel for schedule(dynamic, 4)
		for (int i = 0; i < ROWS; i++)
			a[i] += 1.0f;
		// EXPLAIN: narrow_nested.c:[[@LINE+2]]:1: #pragma omp distribute parallel for
		// EXPLAIN: 32-bit iteration numbers: 64-bit only: the teams' share of the loop comes first
#pragma omp distribute parallel for
		for (int i = 0; i < ROWS; i++)
			a[i] += 1.0f;
#pragma omp parallel
		{
			// CHECK: for (unsigned o2c_pv = 0; o2c_pv < o2c_ptrip; o2c_pv++) {
			// PLAN: plan narrow_nested_[[@LINE+4]]
			// PLAN-NEXT: team nested, one thread
			// PLAN-NEXT: loop one cyclic, index 32-bit: every schedule gives a team of one thread
			// PLAN-NEXT: narrow yes: unsigned: at most 1000 iterations
#pragma omp parallel for
			for (int i = 0; i < ROWS; i++)
				a[i] += 1.0f;
		}
	}
}

