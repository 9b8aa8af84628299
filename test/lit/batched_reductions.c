// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda -fno-batched-reductions --explain %s | FileCheck %s --check-prefix=OFF
//
// Batches (frontend/batches.c, lowering/batches.c): which host loops of
// reduction regions run their iterations in one launch, what the batch
// kernel and the host code are, and why the others do not.

static float
squash(float x)
{
	return x / (1.0f + x * x);
}

void extern_work(int);
int global_n;

void
columns(const float *w, const float *in, float *out, int n, int cols)
{
	// CUDA: {{^}}o2c_batched_reductions_[[L:[0-9]+]]_batch(int n, float *o2c_ref_sum, const float *__restrict__ w, int cols, int j, const float *__restrict__ in, O2cDone o2c_done, unsigned long long o2c_batch_count)
	// CUDA: const unsigned o2c_bq = threadIdx.x % (unsigned)o2c_batch_count;
	// CUDA-NEXT: const unsigned o2c_brow = threadIdx.x / (unsigned)o2c_batch_count, o2c_brows = blockDim.x / (unsigned)o2c_batch_count;
	// CUDA-NEXT: decltype(j) o2c_batch_first = j;
	// CUDA-NEXT: {
	// CUDA-NEXT: decltype(o2c_batch_first) j = (int)((unsigned long long)(int)(o2c_batch_first) + o2c_bq * (unsigned long long)(2));
	// CUDA: for (long long o2c_iv = blockIdx.x * (long long)o2c_brows + o2c_brow;
	// CUDA-NEXT: o2c_iv < (long long)o2c_trip; o2c_iv += (long long)gridDim.x * o2c_brows) {
	// CUDA: o2c_reduce_batch<O2C_RED_ADD>(o2c_ref_sum, sum, (unsigned)o2c_batch_count);
	// HOST: { O2cBatch o2c_batch_[[B:[0-9]+]]; o2c_batch_[[B]].n = 0; o2c_batch_[[B]].off = 0; for (int j = 1; j < cols; j += 2) {
	// HOST: unsigned long long o2c_bn = ((int)(cols) > (int)(j) ? ((unsigned long long)(int)(cols) - (unsigned long long)(int)(j) + (unsigned long long)(2) - 1) / (unsigned long long)(2) : 0);
	// HOST: o2c_batch_[[B]].n = o2c_target_batch(o2c_region_batched_reductions_[[L:[0-9]+]](), o2c_batch_maps, 1, o2c_args, 6, &o2c_launch, o2c_bn) ? o2c_bn : 0;
	// HOST: sum = sum + o2c_bv;
	// HOST-NEXT: } else
	// HOST-NEXT: o2c_target(o2c_region_batched_reductions_[[L]](), o2c_maps, 1, o2c_args, 6, &o2c_launch);
	// HOST: } }
	// EXPLAIN: host loop's reductions as one launch: o2c_batched_reductions_[[L:[0-9]+]]_batch, the iterations of the loop at [[@LINE+3]]:2, up to 256 in one launch
	// EXPLAIN: prints o2c_batched_reductions_[[L]]_batch: batch, carries __restrict__, batch
	// OFF: host loop's reductions as one launch: none: -fno-batched-reductions
	for (int j = 1; j < cols; j += 2) {
		float sum = 0.0f;
#pragma omp target teams distribute parallel for reduction(+: sum)
		for (int i = 0; i < n; i++)
			sum += w[(long)i * cols + j] * in[i];
		out[j] = squash(sum);
	}

	// EXPLAIN: host loop's reductions as one launch: none: the loop's body calls 'extern_work', which the file does not define
	for (int j = 0; j < cols; j++) {
		float sum = 0.0f;
#pragma omp target teams distribute parallel for reduction(+: sum)
		for (int i = 0; i < n; i++)
			sum += w[(long)i * cols + j];
		extern_work(j);
		out[j] = sum;
	}
}

void
address_taken(const float *w, float *out, int n, int cols)
{
	// EXPLAIN: host loop's reductions as one launch: none: the function takes the address of 'n', which the region reads
	for (int j = 0; j < cols; j++) {
		float sum = 0.0f;
#pragma omp target teams distribute parallel for reduction(+: sum)
		for (int i = 0; i < n; i++)
			sum += w[(long)i * cols + j];
		out[j] = sum;
	}
	int *pn = &n;
	(void)pn;
}

void
others(const float *w, float *out, int n, int cols, unsigned long addr)
{
	// EXPLAIN: host loop's reductions as one launch: none: the region reads 'global_n', not a local of the function
	for (int j = 0; j < cols; j++) {
		float sum = 0.0f;
#pragma omp target teams distribute parallel for reduction(+: sum)
		for (int i = 0; i < global_n; i++)
			sum += w[(long)i * cols + j];
		out[j] = sum;
	}

	// EXPLAIN: host loop's reductions as one launch: none: a min or max reduction
	for (int j = 0; j < cols; j++) {
		float m = w[j];
#pragma omp target teams distribute parallel for reduction(max: m)
		for (int i = 0; i < n; i++)
			m = w[(long)i * cols + j] > m ? w[(long)i * cols + j] : m;
		out[j] = m;
	}

	// EXPLAIN: host loop's reductions as one launch: none: a map, lastprivate or linear clause
	for (int j = 0; j < cols; j++) {
		float sum = 0.0f;
#pragma omp target teams distribute parallel for reduction(+: sum) map(to: w[0:n * cols])
		for (int i = 0; i < n; i++)
			sum += w[(long)i * cols + j];
		out[j] = sum;
	}

	// EXPLAIN: host loop's reductions as one launch: none: the region writes through 'out' (or loses track of it)
	for (int j = 0; j < cols; j++) {
		float sum = 0.0f;
#pragma omp target teams distribute parallel for reduction(+: sum)
		for (int i = 0; i < n; i++) {
			sum += w[(long)i * cols + j];
			out[i] = 0;
		}
	}

	// A device address kept in an integer (use_device_ptr's, say): the
	// write through it may be what the next iteration's region reads.
	// EXPLAIN: host loop's reductions as one launch: none: the code uses a pointer loaded from memory ('(float *)addr', an integer made a pointer at [[#@LINE+7]]:6)
	for (int j = 0; j < cols; j++) {
		float sum = 0.0f;
#pragma omp target teams distribute parallel for reduction(+: sum)
		for (int i = 0; i < n; i++) {
			sum += w[(long)i * cols + j];
			if (i == 0)
				((float *)addr)[j + 1] = sum;
		}
		out[j] = sum;
	}
}
