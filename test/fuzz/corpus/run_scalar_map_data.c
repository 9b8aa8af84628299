// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Scalars mapped by target data, changed by target regions that map them; host sees them at end.

#include <stdio.h>
#include <stdlib.h>

static int failed;

static void
expect(const char *what, long got, long want)
{
	if (!failed && got != want) {
		printf("FAIL: %s = %ld, expected %ld\n", what, got, want);
		failed = 1;
	}
}

/* Whether target regions run in the host's memory (the host fallback): then a
 * mapped variable and its device copy are one, and device writes show on the
 * host at once.  Decided by address, not by any copying. */
static int
shares_host_memory(void)
{
	int *probe = malloc(sizeof *probe);
	unsigned long host = (unsigned long)probe;
	int same = -1;

	*probe = 0;
#pragma omp target map(to: probe[0:1]) map(from: same)
	same = (unsigned long)probe == host;
	free(probe);
	return same;
}

int
main(void)
{
	const int shared = shares_host_memory();
	const int n = 1000;
	int *a = malloc(n * sizeof *a);

	if (shared != 0 && shared != 1) {
		printf("FAIL: address probe gave %d\n", shared);
		return 1;
	}

	/* The brief's case: count lives on the device for the whole data region. */
	int count = 100;
#pragma omp target data map(tofrom: count)
	{
		for (int r = 0; r < 10; r++) {
#pragma omp target map(tofrom: count)
			count++;
		}
		/* On a device with its own memory the host copy is untouched until the end. */
		expect("count inside the data region", count, shared ? 110 : 100);

		/* A region that does not map count gets a firstprivate copy of the host's
		 * value: its write goes nowhere. */
#pragma omp target
		count += 1000;

		/* A loop region reading count through map(to:) sees the device copy. */
		for (int i = 0; i < n; i++)
			a[i] = -1;
#pragma omp target teams distribute parallel for map(to: count) map(from: a[0:n])
		for (int i = 0; i < n; i++)
			a[i] = count + i;
		for (int i = 0; i < n; i++)
			expect("a[i] - i (device count by map(to:))", a[i] - i, 110);

#pragma omp target map(tofrom: count)
		count *= 2;
	}
	expect("count after the data region", count, 220);

	/* Several scalars of other types, a map(from:) one set on the device, and a
	 * nested data region whose end copies nothing (the outer one still holds them). */
	long total = 5000000000L;
	double mean = -1.0;
	unsigned steps = 7u;
	float last = 0.5f;
#pragma omp target data map(tofrom: total, steps) map(from: mean) map(to: last)
	{
#pragma omp target data map(tofrom: total, steps, mean)
		{
#pragma omp target map(tofrom: total, steps, mean, last) map(to: a[0:n])
			{
				long s = 0;
				for (int i = 0; i < n; i++)
					s += a[i];
				total += s;
				steps *= 3u;
				mean = (double)s / n;
				last = last * 4.0f; /* map(to:) at the data level: not copied */
			}
		}
		expect("total after the inner data region", total,
		       shared ? 5000000000L + 609500L : 5000000000L);
		expect("steps after the inner data region", steps, shared ? 21 : 7);

#pragma omp target map(tofrom: total, steps, last)
		{
			total -= 1;
			steps += (unsigned)last; /* the device's last, 2.0 */
		}
	}
	expect("total after the data region", total, 5000000000L + 609500L - 1);
	expect("steps after the data region", steps, 23);
	expect("mean * 2 after the data region", (long)(mean * 2), 1219);
	if (!shared)
		expect("last * 2 (map(to:) in the data region)", (long)(last * 2), 1);

	/* A reduction into a scalar that target data maps: the reduction's implicit
	 * map(tofrom:) finds it present, so the result stays on the device until the
	 * data region ends, and the second reduction starts from the first's. */
	double red = 0.5;
#pragma omp target data map(tofrom: red)
	{
#pragma omp target teams distribute parallel for reduction(+: red) map(to: a[0:n])
		for (int i = 0; i < n; i++)
			red += a[i];
		expect("red * 2 inside the data region", (long)(red * 2), shared ? 1219001 : 1);
#pragma omp target teams distribute parallel for reduction(+: red) map(to: a[0:n])
		for (int i = 0; i < n; i++)
			red += 2 * a[i];
	}
	expect("red * 2 after the data region", (long)(red * 2), 3 * 1219000 + 1);

	free(a);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
