struct Done { volatile unsigned *host; unsigned id; };
extern "C" __global__ void k5(int k, int n, float *__restrict__ a, int be, Done d) {
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) a[i] += (float)(k + be) * 0.0f + 1.0f;
	if (d.host && i == 0) *d.host = d.id;
}
extern "C" __global__ void k2(float *__restrict__ a, int n) {
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) a[i] += 1.0f;
}
