// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-loop-divisors %s -o %t.off && %run %t.off | FileCheck %s
// CHECK: PASS
// Divisions by a value a loop does not change (frontend/loop_divisors.c):
// device functions whose loops divide by a parameter or local, in int,
// unsigned, long long and unsigned long long, the .cu copy dividing with
// an inverse computed before the loop.  Each result against the same
// function on the host, for divisors of both signs around powers of two
// and at the extremes, dividends of both signs; a modular power (64-bit
// remainders of products), a divisor made of two locals, nested loops, a
// loop that runs no iteration with a divisor of 0, a division of 0 the
// loop guards, `x %= d` and `x /= d`, and divisors the loop changes or
// another name reaches, which stay as written.
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#define N 2048

#pragma omp declare target
static unsigned
modpow(unsigned a, unsigned b, unsigned n)
{
	unsigned long long d = 1, x = a;

	do {
		if (b & 1)
			d = (d * x) % n;
		x = (x * x) % n;
	} while (b >>= 1);
	return (unsigned)d;
}

/* quotients and remainders of every signed and unsigned width by d */
static long long
mix(long long v, long long d, int reps)
{
	int di = (int)d;
	unsigned du = (unsigned)d;
	unsigned long long dU = (unsigned long long)d;
	unsigned long long s = 0; /* sums wrap */

	for (int k = 0; k < reps; k++) {
		long long x = (long long)((unsigned long long)v + (unsigned long long)k * 977u);
		if (di != 0 && !(di == -1 && (int)x == INT_MIN))
			s += (unsigned long long)((int)x / di + (int)x % di);
		if (du != 0)
			s += (unsigned)x / du + (unsigned)x % du;
		if (d != 0 && !(d == -1 && x == LLONG_MIN))
			s += (unsigned long long)(x / d - x % d);
		if (dU != 0)
			s += (unsigned long long)x / dU ^ (unsigned long long)x % dU;
	}
	return (long long)s;
}

/* a divisor made of two locals, and an inner loop's division that goes
 * before the outer loop */
static int
grid(int w, int h, int n)
{
	int cells = w * h + 1, s = 0;

	for (int i = 0; i < n; i++)
		for (int j = 0; j < 3; j++)
			s += (i * 7 + j) % cells + (i + j) / (w * h + 1);
	return s;
}

/* a divisor of 0: a loop that runs no iteration, and one that divides
 * only where the divisor is not 0 */
static int
zero(int d, int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += i / d;
	for (int i = 0; i < 5; i++)
		if (d)
			s += i % d;
	return s;
}

/* x %= d and x /= d: a hash's remainder in 64 bits, a quotient in int and
 * a short one computed in int */
static unsigned long long
assigned(unsigned long long mod, int d, int n)
{
	unsigned long long h = 7;
	int q = 1000000000;
	short sh = 30000;

	for (int i = 0; i < n; i++) {
		h = h * 131 + (unsigned)i;
		h %= mod;
		q /= d;
		q += 999999937;
		sh %= d;
		sh = (short)(sh + 1234);
	}
	return h + (unsigned long long)q + (unsigned long long)sh;
}

/* divisors the loop changes, or that a pointer reaches: as written */
static int
changing(int d, int n)
{
	int s = 0, e = d, *p = &e;

	for (int i = 1; i < n; i++) {
		s += 1000000 / d;
		d += 3;
	}
	for (int i = 1; i < n; i++) {
		s += 1000000 % e;
		*p += 1;
	}
	return s;
}
/* divisors around each power of two and its negation, and the extremes */
static long long
divisor_at(int i)
{
	int k = i % 64, e = (i / 64) % 5 - 2;
	long long p = k == 63 ? LLONG_MAX : (1ll << k);

	if (i % 7 == 3)
		return (long long)(i & 1 ? INT_MIN : INT_MAX) + e;
	if (i % 11 == 5)
		return i & 1 ? LLONG_MIN : LLONG_MAX;
	return (long long)((i & 1 ? 0ull - (unsigned long long)p : (unsigned long long)p) + (unsigned long long)e);
}

/* everything for element i, its sums in unsigned (they wrap) */
static long long
row(int i)
{
	long long d = divisor_at(i), v = divisor_at(N - 1 - i);
	unsigned long long s;

	if (i % 3 == 0 && v != LLONG_MIN)
		v = -v;
	s = modpow((unsigned)i * 2654435761u, (unsigned)i + 1000u, 4000000007u - (unsigned)i * 2u);
	s += (unsigned long long)mix(v, d, 9);
	s += (unsigned long long)(grid(i % 13 + 1, i % 7 + 2, i % 50) + zero(0, 0));
	s += (unsigned long long)(zero(i % 5 == 2 ? 7 : i % 5 - 2, 10) + changing(i % 9 + 1, 6));
	s += assigned(1000000007ull + (unsigned long long)i * 977u, i % 7 == 0 ? -3 : i % 7 + 1, 40);
	return (long long)s;
}
#pragma omp end declare target

int
main(void)
{
	static long long got[N], want[N];
	int bad = 0;

#pragma omp target teams distribute parallel for map(from: got[0:N])
	for (int i = 0; i < N; i++)
		got[i] = row(i);
	for (int i = 0; i < N; i++) {
		want[i] = row(i);
		if (got[i] != want[i] && bad++ < 5)
			printf("%d: %lld, host %lld\n", i, got[i], want[i]);
	}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
