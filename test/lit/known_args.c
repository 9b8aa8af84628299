// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda -fno-known-args --explain %s | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-known-args --emit-cuda %s -o - | FileCheck %s --check-prefix=OFFCUDA
// Known arguments (lowering/known.c): the parameters a region takes by
// value for which every call of its function in the file passes one
// integer constant, declared with it in a second set of kernels that the
// host picks where the values it passes equal them.
#define STRIDE 4

static void
decimate(int n, int stride, unsigned char bias, _Bool flip, const float *in, float *out)
{
#pragma omp target teams distribute parallel for map(to: in[0:n * stride]) map(from: out[0:n])
	for (int i = 0; i < n; i++)
		out[i] = (flip ? -in[i * stride] : in[i * stride]) + bias;
}

static void
shifted(int n, int by, float *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] += i % by;
}

static void
unused_calls(int n, float *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] *= 2;
}

void
run(int n, float *in, float *out)
{
	decimate(n, STRIDE, 3, 1, in, out);
	decimate(n / 2, 2 + 2, 3, 7, in, out); /* 7 as _Bool is 1 */
	shifted(n, 3, out);
	shifted(n, 5, out);
	unused_calls(n, out);
}

// CHECK: known_args.c:15:1: #pragma omp target teams
// CHECK: known arguments: kernels for flip = 1, stride = 4, bias = 3u: what the 2 calls at {{.*}}known_args.c:39:2 and after pass
// CHECK: prints o2c_known_args_15_known: kernel, carries __restrict__, known arguments; launched in place of o2c_known_args_15 where the host passes flip = 1, stride = 4, bias = 3u
// CHECK: prints o2c_known_args_15_known_narrow: narrow, carries __restrict__, 32-bit, known arguments
// CHECK: known_args.c:23:1: #pragma omp target teams
// CHECK-NOT: _23_known
// CHECK: known arguments: no parameter its code uses has one integer constant in every call
// CHECK: known_args.c:31:1: #pragma omp target teams
// CHECK-NOT: known arguments

// HOST: {{^}}o2c_region_known_args_15_known(void)
// HOST: .kernel = "o2c_known_args_15_known"
// HOST-SAME: .kernel_narrow = "o2c_known_args_15_known_narrow"
// HOST: o2c_target((o2c_known_args(flip == 1 && stride == 4 && bias == 3u) ? o2c_region_known_args_15_known() : o2c_region_known_args_15())
// HOST: o2c_target(o2c_region_known_args_23(),

// CUDA: o2c_known_args_15_known(int n, float *__restrict__ out, _Bool flip, const float *__restrict__ in, int stride, unsigned char bias, O2cDone o2c_done)
// CUDA-NEXT: {
// CUDA-NEXT: { /* the values every call of the region's function passes; the host launches this kernel only for them */
// CUDA-NEXT: _Bool flip = 1;
// CUDA-NEXT: int stride = 4;
// CUDA-NEXT: unsigned char bias = 3u;
// CUDA: out[i] = (flip ? -in[i * stride] : in[i * stride]) + bias;
// CUDA-NEXT: {{^}} }{{$}}
// CUDA-NEXT: {{^}} }{{$}}
// CUDA-NEXT: o2c_kernel_done(o2c_done);
// CUDA-NOT: o2c_known_args_23_known

// OFF: known arguments: off (-fno-known-args)
// OFFCUDA-NOT: _15_known
