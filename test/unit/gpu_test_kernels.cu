// Kernels for gpu_test.c, written the way omp2cuda emits them: extern "C"
// entry points whose parameters are the region's arguments, grid-stride
// loops over the iteration space.
#define FOR(i, n) \
	for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < (n); \
	     i += (long long)gridDim.x * blockDim.x)

extern "C" __global__ void saxpy(int n, float a, const float *x, float *y)
{
	FOR(i, n) y[i] = a * x[i] + y[i];
}

extern "C" __global__ void incr(int n, int *a)
{
	FOR(i, n) a[i] += 1;
}

// a is attached to the section a[5:10]: the kernel indexes from a.
extern "C" __global__ void copy_section(int n, const int *a, int *out)
{
	FOR(i, n) out[i] = a[5 + i];
}

extern "C" __global__ void poke(int *p)
{
	if (blockIdx.x == 0 && threadIdx.x == 0)
		p[0] = 42;
}

extern "C" __global__ void is_null(const int *p, int *out)
{
	if (blockIdx.x == 0 && threadIdx.x == 0)
		out[0] = p == 0;
}

extern "C" __global__ void all_types(signed char i8, unsigned char u8, short i16,
                                     unsigned short u16, int i32, unsigned u32, long long i64,
                                     unsigned long long u64, float f32, double f64, double *out)
{
	if (blockIdx.x || threadIdx.x)
		return;
	out[0] = i8;
	out[1] = u8;
	out[2] = i16;
	out[3] = u16;
	out[4] = i32;
	out[5] = u32;
	out[6] = (double)i64;
	out[7] = (double)u64;
	out[8] = f32;
	out[9] = f64;
}

extern "C" __global__ void geometry(int *out)
{
	if (blockIdx.x == 0 && threadIdx.x == 0) {
		out[0] = gridDim.x;
		out[1] = blockDim.x;
	}
}

extern "C" __global__ void fault(int *p)
{
	*(volatile int *)(p - (1LL << 40)) = 1;
}

// Adds 1 to a[0..n) once `cycles` clocks have passed: long enough that a
// copy back made before the kernel ends sees the old values.
extern "C" __global__ void slow_incr(int n, int *a, long long cycles)
{
	long long start = clock64();

	while (clock64() - start < cycles)
		;
	FOR(i, n) a[i] += 1;
}

// A declare target link variable as omp2cuda declares it: a pointer the
// runtime sets while the host's link_tab is mapped, NULL otherwise.
__device__ int (*o2c_link_tab)[1000];

extern "C" __global__ void link_read(int lo, int n, int *out)
{
	int(&tab)[1000] = *o2c_link_tab;

	FOR(i, n) out[i] = tab[lo + i];
}

extern "C" __global__ void link_null(int *out)
{
	if (blockIdx.x == 0 && threadIdx.x == 0)
		out[0] = o2c_link_tab == 0;
}

// An array of structs whose members the runtime attached one by one.
struct row {
	int n;
	int *v;
};

extern "C" __global__ void row_sums(int m, const struct row *rows, int *out)
{
	FOR(i, m) {
		int s = 0;
		for (int k = 0; k < rows[i].n; k++)
			s += rows[i].v[k];
		out[i] = s;
	}
}
