// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda -fno-launch-divisors --explain %s | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-launch-divisors --emit-cuda %s -o - | FileCheck %s --check-prefix=OFFCUDA
// RUN: %omp2cuda -c %s -o %t.o
// Divisors the host knows at launch (frontend/divisors.c): a division in
// int or unsigned int by a value computed from scalars the region takes by
// value becomes o2c_div_s32 (o2c_rem_s32, _u32) with the multiplier the
// host computes; a constant divisor, one the region computes itself, a
// 64-bit division and one a macro writes stay as written.
#define HALF(x) ((x) / w)

void
unpack(int w, int h, unsigned stride, long wide, int *out, long *lout)
{
#pragma omp target teams distribute parallel for map(from: out[0:w * h * 3], lout[0:w * h * 3])
	for (int i = 0; i < w * h * 3; i++) {
		int x = i % w, y = i / w % h, c = i / (w * h);
		int local = h + 1;
		out[i] = x + y + c + (int)((unsigned)i / stride) + i / 8 + i / local + HALF(i);
		lout[i] = i / wide;
	}
}

// Two conversions of one variable: two divisors, the second named by its place.
void
halves(int n, short m, int *out)
{
#pragma omp target teams distribute parallel for map(from: out[0:n])
	for (int i = 0; i < n; i++)
		out[i] = i / m + i % (int)(unsigned short)m;
}

#include <omp.h>

// A division of a device API call's value: the kernel prints the code around the call in pieces, so it stays
// as written (its edit would lose its open and close, keeping the comma: nvcc rejected the code).
void
teams(int w, int *out)
{
#pragma omp target teams num_teams(64) thread_limit(32)
#pragma omp parallel
	{
		int x = omp_get_team_num() % w, y = omp_get_team_num() / w;
		out[omp_get_team_num() * 32 + omp_get_thread_num()] = x + y;
	}
}

// CHECK: divisors known at launch: 'w' (o2c_div_w, 2 divisions from 19:15); 'h' (o2c_div_h, 1 division from 19:30); '(w * h)' (o2c_div_19_41, 1 division from 19:41); 'stride' (o2c_div_stride_u, 1 division from 21:44): the host computes each one's multiplier at launch
// CHECK: divisors known at launch: 'm' (o2c_div_m, 1 division from 32:16); '(int)(unsigned short)m' (o2c_div_32_24, 1 division from 32:24)
// CUDA: #include "omp2cuda_divide.h"
// CUDA: o2c_launch_divisors_17({{.*}}O2cDone o2c_done, O2cDivisor o2c_div_w, O2cDivisor o2c_div_h, O2cDivisor o2c_div_19_41, O2cDivisor o2c_div_stride_u)
// CUDA: int x = o2c_rem_s32(i , w, o2c_div_w), y = o2c_rem_s32(o2c_div_s32(i , w, o2c_div_w) , h, o2c_div_h), c = o2c_div_s32(i , (w * h), o2c_div_19_41);
// CUDA: out[i] = x + y + c + (int)(o2c_div_u32((unsigned)i , stride, o2c_div_stride_u)) + i / 8 + i / local + HALF(i);
// CUDA: lout[i] = i / wide;
// CUDA: int x = {{.*}} % w, y = {{.*}} / w;
// HOST: O2cDivisor o2c_divisors[] = {
// HOST-NEXT: o2c_divisor_s32((int)((int)(w))), /* o2c_div_w: 'w' */
// HOST-NEXT: o2c_divisor_s32((int)((int)(h))), /* o2c_div_h: 'h' */
// HOST-NEXT: o2c_divisor_s32((int)((int)((unsigned long long)((int)(w)) * (unsigned long long)((int)(h))))), /* o2c_div_19_41: '(w * h)' */
// HOST-NEXT: o2c_divisor_u32((unsigned)((unsigned int)(stride))), /* o2c_div_stride_u: 'stride' */
// HOST: .divisors = o2c_divisors, .ndivisors = 4};
// OFF: divisors known at launch: off (-fno-launch-divisors): divisions as written
// OFFCUDA-NOT: omp2cuda_divide.h
// OFFCUDA-NOT: O2cDivisor
// OFFCUDA: int x = i % w, y = i / w % h, c = i / (w * h);
// OFFCUDA-NOT: o2c_div_
