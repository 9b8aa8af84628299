// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda --emit-cuda -DCAPTURED %s -o /dev/null 2>&1 | FileCheck --check-prefix=DIAG %s
// firstprivate on a worksharing loop of target parallel and on a parallel for nested in a
// target region (OpenMP 5.2 5.4.4): each thread's copy is declared in the loop's block and
// starts as the original, reached through a reference taken before the copy hides its name;
// an array's bytes are copied (an array the region receives is a pointer there); a variable
// also lastprivate starts as the original through the lastprivate pointer.  The loop's own
// variable named private is declared once, by the loop.

int
main(void)
{
	int a[100], i, n = 100;
	long t = 4;

#pragma omp target parallel map(tofrom: a)
#pragma omp for firstprivate(n, t) private(i)
	for (i = 0; i < 100; i++) {
		a[i] = n + (int)t;
		n = 0;
	}
	// CHECK-LABEL: #pragma omp for firstprivate(n, t) private(i)
	// CHECK: auto &o2c_first_n = n;
	// CHECK-NEXT: auto &o2c_first_t = t;
	// CHECK-NEXT: {
	// CHECK-NEXT: int n; /* firstprivate */
	// CHECK-NEXT: memcpy(&n, &o2c_first_n, sizeof n);
	// CHECK-NEXT: long t; /* firstprivate */
	// CHECK-NEXT: memcpy(&t, &o2c_first_t, sizeof t);
	// CHECK: int i = (int)(
	// CHECK-NOT: int i;
	// CHECK: a[i] = n + (int)t;

#pragma omp target map(tofrom: a, t)
	{
		int w[3] = {1, 2, 3};
#pragma omp parallel for firstprivate(w, t) lastprivate(t)
		for (int k = 0; k < 100; k++) {
			a[k] += w[k % 3];
			w[0] = 0;
			t = k;
		}
	}
	// CHECK-LABEL: #pragma omp parallel for firstprivate(w, t) lastprivate(t)
	// CHECK: auto &o2c_first_w = w;
	// CHECK-NOT: o2c_first_t
	// CHECK: int w[3]; /* firstprivate */
	// CHECK-NEXT: memcpy(w, o2c_first_w, sizeof w);
	// CHECK: long *o2c_lp_t = &t;
	// CHECK-NEXT: long t; /* lastprivate: a copy per thread */
	// CHECK-NEXT: memcpy(&t, o2c_lp_t, sizeof t); /* and firstprivate */

#ifdef CAPTURED
	int s[2] = {0, 0};
#pragma omp target parallel map(tofrom: a) map(to: s)
	// DIAG: :[[@LINE+1]]:30: error: firstprivate(s) of an array the target region receives is not supported yet on '#pragma omp for' nested in it
#pragma omp for firstprivate(s)
	for (int k = 0; k < 100; k++)
		a[k] = s[k % 2]++;
#endif
	return a[0];
}
