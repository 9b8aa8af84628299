// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda -fno-team-lanes --emit-cuda %s -o - | FileCheck %s --check-prefix=OFF
// Team lanes on blocks (lowering/lanes.c): in a team that is a block, the
// team's code that only computes runs on every thread, its variables
// registers, so no barrier publishes them; a team variable the parallel
// regions only reduce into is a register too, and the block's combining
// gives every thread the total (o2c_reduce_block_lanes), whose barrier
// ends the region.  A variable a region assigns stays one per team in
// shared memory: a block has no vote.  A distribute iteration that ends
// with a barrier lets the next one start without another; where nothing
// after the loop reads what it wrote, that barrier moves to the start of
// the block's next iteration, so that the block's last ends without it.

void
spmv(int nrows, const int *rowptr, const int *col, const double *val, const double *x,
     double *y, int *longest)
{
	// CHECK-LABEL: __global__ void
	// CHECK: bool o2c_again = false; /* the block ran an iteration before this one */
	// CHECK: for (unsigned long long o2c_iv = blockIdx.x;
	// CHECK: int r = (int)(o2c_iv);
	// CHECK-NEXT: if (o2c_again) /* the block's previous iteration is complete for every thread */
	// CHECK-NEXT: __syncthreads();
	// CHECK-NEXT: o2c_again = true;
	// CHECK-NOT: __syncthreads();
	// CHECK: int lo =
	// CHECK: rowptr[r]; /* one per thread, the same on every thread */
	// CHECK: int hi =
	// CHECK: rowptr[r + 1]; /* one per thread, the same on every thread */
	// CHECK: double sum =
	// CHECK: 0.0; /* one per thread, the same on every thread */
	// CHECK: __shared__ int last; /* one per team */
	// CHECK: __syncthreads();
	// CHECK: { /* #pragma omp parallel for reduction(+: sum) */
	// CHECK: o2c_reduce_block_lanes<O2C_RED_ADD>(o2c_ref_sum, sum);
	// CHECK-NEXT: }
	// CHECK-NEXT: }
	// CHECK-NEXT: { /* #pragma omp parallel */
	// CHECK: o2c_barrier();
	// CHECK-NEXT: }
	// CHECK-NEXT: if (threadIdx.x == 0) { /* the team's initial thread */
	// CHECK: y[r] = sum;
	// CHECK-NOT: __syncthreads();
	// CHECK: }
	// CHECK-NEXT: }
	// CHECK-NEXT: o2c_kernel_done(o2c_done);
	// EXPLAIN: team lanes: the team's code that only computes runs on every thread of the block
	// EXPLAIN: team variable 'lo' at [[#@LINE+9]]:3: a register per thread: every thread runs each statement that writes it
	// EXPLAIN: team variable 'sum' at [[#@LINE+10]]:3: a register per thread: every parallel region that writes it names it in a reduction clause
	// EXPLAIN: team variable 'last' at [[#@LINE+10]]:3: one per team in shared memory: a parallel region writes it, by 'last = c' at [[#@LINE+18]]:5, and no reduction can serve it: the parallel region at [[#@LINE+14]]:1 assigns it, and a block has no vote
	// OFF: __shared__ int lo; /* one per team */
	// OFF: o2c_reduce<O2C_RED_ADD>(o2c_ref_sum, sum);
	// OFF-NOT: o2c_reduce_block_lanes
#pragma omp target teams distribute map(to: rowptr[0:nrows + 1], col[0:rowptr[nrows]], \
		val[0:rowptr[nrows]], x[0:nrows]) map(from: y[0:nrows], longest[0:nrows])
	for (int r = 0; r < nrows; r++) {
		int lo = rowptr[r];
		int hi = rowptr[r + 1];
		double sum = 0.0;
		int last = -1;
#pragma omp parallel for reduction(+: sum)
		for (int k = lo; k < hi; k++)
			sum += val[k] * x[col[k]];
#pragma omp parallel
		{
			int c = hi - lo;
			if (c > 0)
				last = c;
		}
		y[r] = sum;
		longest[r] = last;
	}
}

// A continue can leave a distribute iteration before the barrier at its end,
// so the next iteration starts with one before thread 0 writes.
void
skip_empty(int n, const int *len, double *out)
{
	// CHECK-LABEL: o2c_block_lanes_{{[0-9]+}}(int n, double *out, const int *__restrict__ len
	// CHECK: int r = (int)(o2c_iv);
	// CHECK-EMPTY:
	// CHECK-NEXT: __syncthreads();
#pragma omp target teams distribute map(to: len[0:n]) map(from: out[0:n])
	for (int r = 0; r < n; r++) {
		out[r] = -1.0;
		if (len[r] == 0)
			continue;
		double s = 0.0;
#pragma omp parallel for reduction(+: s)
		for (int k = 0; k < len[r]; k++)
			s += k;
		out[r] = s;
	}
}

// A const scalar the team's code reads is no memory read: nothing writes it
// while the kernel runs, so 'lo' needs no barrier before the region reads it.
void
rows_of(const int n, const int width, const double *a, double *out)
{
	// CHECK-LABEL: o2c_block_lanes_{{[0-9]+}}(const int n, const int width
	// CHECK: int lo =
	// CHECK: r * width; /* one per thread, the same on every thread */
	// CHECK-NOT: __syncthreads();
	// CHECK: { /* #pragma omp parallel for reduction(+: s) */
#pragma omp target teams distribute map(to: a[0:n * width]) map(from: out[0:n])
	for (int r = 0; r < n; r++) {
		int lo = r * width;
		double s = 0.0;
#pragma omp parallel for reduction(+: s)
		for (int k = 0; k < width; k++)
			s += a[lo + k];
		out[r] = s;
	}
}
