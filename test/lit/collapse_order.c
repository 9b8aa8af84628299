// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda -fno-collapse-order --emit-cuda %s -o - | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-collapse-order --explain %s | FileCheck %s --check-prefix=EXPLAIN-OFF
// The collapse order (lowering/order.c, frontend/strides.c): a combined
// loop's collapsed nest where stepping another loop's variable needs at
// most half the memory transactions a warp needs stepping the innermost's
// has its indices worked out with that loop's first, so that neighbouring
// threads touch neighbouring elements.  A schedule clause, dist_schedule and linear
// keep the order written; so does a nest where stepping the innermost
// variable needs no more than twice the memory transactions of stepping
// another (one access coalesced either way), and one whose accesses go
// through a variable the body writes.

#define N 512
#define IDX(i, j) ((i) + (j) * N)

// The macro's column walk: i steps IDX by one, j by N.
void
columns(float *f, const float *g, float *err)
{
	float e = 0;
	// CHECK: o2c_collapse_order_[[@LINE+1]](
#pragma omp target teams distribute parallel for collapse(2) reduction(+: e) map(to: g[0:N*N]) map(from: f[0:N*N])
	for (int i = 1; i < N - 1; i++)
		for (int j = 1; j < N - 1; j++) {
			// CHECK: o2c_rest = o2c_iv;
			// CHECK-NEXT: int i = {{.*}}(o2c_rest % o2c_n0));
			// CHECK-NEXT: o2c_rest /= o2c_n0;
			// CHECK-NEXT: int j = {{.*}}o2c_rest);
			// OFF: o2c_collapse_order_[[@LINE-7]](
			// OFF: int j = {{.*}}(o2c_rest % o2c_n1));
			// OFF-NEXT: o2c_rest /= o2c_n1;
			// OFF-NEXT: int i = {{.*}}o2c_rest);
			float t = 0.25f * (g[IDX(i - 1, j)] + g[IDX(i + 1, j)] + g[IDX(i, j - 1)] + g[IDX(i, j + 1)]);
			f[IDX(i, j)] = t;
			e += t * t;
		}
	*err = e;
}
// EXPLAIN: collapse_order.c:{{[0-9]+}}:1: #pragma omp target teams distribute parallel for
// EXPLAIN: collapse order: neighbouring threads step loop 1's variable 'i', which steps 5 of the body's 5 element accesses by one element (first {{.*}}collapse_order.c:{{[0-9]+}}:23): a warp needs about 5 memory transactions an iteration stepping it, 160 stepping the innermost 'j'; coalesced (-fno-collapse-order: in order)
// EXPLAIN-OFF: collapse_order.c:{{[0-9]+}}:1: #pragma omp target
// EXPLAIN-OFF: collapse order: in order: loop 1's variable 'i', which steps 5 of the body's 5 element accesses by one {{.*}}, but -fno-collapse-order

// Three loops, a two-dimensional array, an index in a local the body never
// writes: k is the middle loop and steps b[j][k] and a[idx] by one.
void
middle(float (*b)[64], float *a, int n)
{
	// CHECK: o2c_collapse_order_[[@LINE+1]](
#pragma omp target teams distribute parallel for collapse(3) map(tofrom: a[0:64*64*n], b[0:64])
	for (int l = 0; l < n; l++)
		for (int k = 0; k < 64; k++)
			for (int j = 0; j < 64; j++) {
				// CHECK: o2c_rest = o2c_iv;
				// CHECK-NEXT: int k = {{.*}}(o2c_rest % o2c_n1));
				// CHECK-NEXT: o2c_rest /= o2c_n1;
				// CHECK-NEXT: int j = {{.*}}(o2c_rest % o2c_n2));
				// CHECK-NEXT: o2c_rest /= o2c_n2;
				// CHECK-NEXT: int l = {{.*}}o2c_rest);
				int idx = l * 4096 + j * 64 + k;
				a[idx] = b[j][k] * 2;
			}
}

// Kept: the innermost already steps a[i * n + j]; a schedule clause; a
// linear item; an index the body assigns.
void
kept(float *a, int n, int *q)
{
	int x = 0, idx;
	// CHECK: o2c_collapse_order_[[@LINE+1]](
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			// CHECK: int j = {{.*}}(o2c_rest % o2c_n1));
			a[i * n + j] += a[j * n + i];
	// CHECK: o2c_collapse_order_[[@LINE+1]](
#pragma omp target teams distribute parallel for collapse(2) schedule(static) map(tofrom: a[0:n*n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			// CHECK: int j = {{.*}}(o2c_rest % o2c_n1));
			a[j * n + i] = 1;
	// EXPLAIN: collapse_order.c:{{[0-9]+}}:1: #pragma omp target
	// EXPLAIN: collapse order: in order: {{.*}}but a schedule clause fixes which thread runs which iteration
	// CHECK: o2c_collapse_order_[[@LINE+1]](
#pragma omp target parallel for collapse(2) linear(x: 1) map(tofrom: a[0:n*n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			// CHECK: int j = {{.*}}(o2c_rest % o2c_n1));
			a[j * n + i] = x;
	// EXPLAIN: collapse order: in order: {{.*}}but a linear item's value is the logical iteration number times its step
	// CHECK: o2c_collapse_order_[[@LINE+1]](
#pragma omp target teams distribute parallel for collapse(2) private(idx) map(tofrom: a[0:n*n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			// CHECK: int j = {{.*}}(o2c_rest % o2c_n1));
			idx = j * n + i;
			a[idx] = 2;
		}
	*q = x;
}
