// life_cuda: the hand-written twin of life.c, the way a CUDA programmer
// writes a one-kernel program (runtime API, no explicit teardown).
//
//   nvcc -O2 -arch=sm_90 life_cuda.cu -o life_cuda
#include <stdio.h>
#include <stdlib.h>

__global__ void twice_plus_one(float *a, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		a[i] = 2 * a[i] + 1;
}

int main()
{
	int n = 1 << 20, bad = 0;
	float *a = (float *)malloc(n * sizeof *a), *d;

	for (int i = 0; i < n; i++)
		a[i] = (float)i;
	cudaMalloc(&d, n * sizeof *a);
	cudaMemcpy(d, a, n * sizeof *a, cudaMemcpyHostToDevice);
	twice_plus_one<<<(n + 255) / 256, 256>>>(d, n);
	cudaMemcpy(a, d, n * sizeof *a, cudaMemcpyDeviceToHost);
	cudaFree(d);
	for (int i = 0; i < n; i++)
		bad += a[i] != 2 * (float)i + 1;
	printf("RESULT app=life compiler=cuda verify=%s\n", bad ? "FAIL" : "PASS");
	free(a);
	return bad != 0;
}
