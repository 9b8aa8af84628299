// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-own-columns %s -o %t.off && %run %t.off | FileCheck %s
// An iteration's own column in registers (lowering/own_cols.c): each
// iteration j of a loop keeps the elements a[R * ld + j] it touches in
// registers where the kernel's check holds, else runs the body as
// written.  Each array must end as the same loops leave it on the host,
// element for element (unsigned arithmetic: exact, and the same under
// any contraction): forward substitution by columns over panels of 1 and
// 20 rows (registers), 32 (the full window: its guards constants) and 33
// (as written), from several rows, with 0 to 77 columns past the panel;
// rows through loops bounded by the loops' variables plus constants; a
// captured scalar's row; a back substitution (a loop down: as written);
// and reads of other columns before the loop's.
#include <stdio.h>
#include <stdlib.h>

static int failed;

static void
check(const char *what, int n, int kb, int be, const unsigned *got, const unsigned *want)
{
	for (long i = 0; i < (long)n * n; i++)
		if (got[i] != want[i]) {
			printf("%s (n %d, rows %d..%d): element %ld is %u, not %u\n", what, n, kb, be, i, got[i],
			       want[i]);
			failed = 1;
			return;
		}
}

/* lud's row panel: the panel's rows [kb, be) of columns [be, n). */
static void
forward(unsigned *a, int n, int kb, int be)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n * n])
	for (int j = be; j < n; j++) {
		for (int i = kb + 1; i < be; i++) {
			unsigned s = a[(long)i * n + j];
			for (int k = kb; k < i; k++)
				s -= a[(long)i * n + k] * a[(long)k * n + j];
			a[(long)i * n + j] = s;
		}
	}
}

static void
forward_ref(unsigned *a, int n, int kb, int be)
{
	for (int j = be; j < n; j++)
		for (int i = kb + 1; i < be; i++) {
			unsigned s = a[(long)i * n + j];
			for (int k = kb; k < i; k++)
				s -= a[(long)i * n + k] * a[(long)k * n + j];
			a[(long)i * n + j] = s;
		}
}

/* Rows i + 1 and k - 1 through bounds of the loops' variables plus
 * constants, a row of a captured scalar (r0), compound assignments and
 * ++ on the own column, and a column of a captured scalar read (c0,
 * before the loop's columns). */
static void
shifted(unsigned *a, int n, int kb, int be, int r0, int c0)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n * n])
	for (int j = be; j <= n - 1; j++) {
		a[(long)r0 * n + j] += 7u;
		for (int i = kb; i < be - 2; i++) {
			for (int k = i + 1; k < i + 3; k++)
				a[(long)(i + 1) * n + j] ^= a[(long)(k - 1) * n + j] * 3u + a[(long)k * n + c0];
			a[(long)i * n + j]++;
		}
	}
}

static void
shifted_ref(unsigned *a, int n, int kb, int be, int r0, int c0)
{
	for (int j = be; j <= n - 1; j++) {
		a[(long)r0 * n + j] += 7u;
		for (int i = kb; i < be - 2; i++) {
			for (int k = i + 1; k < i + 3; k++)
				a[(long)(i + 1) * n + j] ^= a[(long)(k - 1) * n + j] * 3u + a[(long)k * n + c0];
			a[(long)i * n + j]++;
		}
	}
}

/* Back substitution: a loop down, which the registers do not take. */
static void
backward(unsigned *a, int n, int kb, int be)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n * n])
	for (int j = be; j < n; j++)
		for (int i = be - 2; i >= kb; i--) {
			unsigned s = a[(long)i * n + j];
			for (int k = i + 1; k < be; k++)
				s -= a[(long)i * n + k] * a[(long)k * n + j];
			a[(long)i * n + j] = s;
		}
}

static void
backward_ref(unsigned *a, int n, int kb, int be)
{
	for (int j = be; j < n; j++)
		for (int i = be - 2; i >= kb; i--) {
			unsigned s = a[(long)i * n + j];
			for (int k = i + 1; k < be; k++)
				s -= a[(long)i * n + k] * a[(long)k * n + j];
			a[(long)i * n + j] = s;
		}
}

static void
fill(unsigned *a, unsigned *ra, int n, unsigned seed)
{
	for (long i = 0; i < (long)n * n; i++)
		a[i] = ra[i] = (unsigned)(i * 2654435761u + seed) >> 7;
}

int
main(void)
{
	static const int widths[] = {1, 20, 32, 33}, past[] = {0, 1, 31, 77};
	for (int w = 0; w < 4; w++)
		for (int p = 0; p < 4; p++)
			for (int kb = 0; kb <= 5; kb += 5) {
				int be = kb + widths[w], n = be + past[p];
				unsigned *a = malloc(sizeof *a * (size_t)n * n);
				unsigned *ra = malloc(sizeof *ra * (size_t)n * n);
				fill(a, ra, n, (unsigned)(w * 16 + p));
				forward(a, n, kb, be);
				forward_ref(ra, n, kb, be);
				check("forward", n, kb, be, a, ra);
				shifted(a, n, kb, be, n - 1, kb / 2);
				shifted_ref(ra, n, kb, be, n - 1, kb / 2);
				check("shifted", n, kb, be, a, ra);
				shifted(a, n, kb, be, kb, 0);
				shifted_ref(ra, n, kb, be, kb, 0);
				check("shifted at kb", n, kb, be, a, ra);
				backward(a, n, kb, be);
				backward_ref(ra, n, kb, be);
				check("backward", n, kb, be, a, ra);
				free(a);
				free(ra);
			}
	// CHECK: PASS
	printf("%s\n", failed ? "FAIL" : "PASS");
	return failed;
}
