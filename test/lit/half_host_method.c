// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=GCC
// RUN: %omp2cuda -x c++ --emit-cuda %s -o - | FileCheck %s --check-prefix=GXX
// RUN: env OMP2CUDA_CC=%S/Inputs/cc_half_other.sh not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OTHER
// _Float16 in device code computes as the host compiler computes it, which
// the front end asks it: gcc's C keeps an operation's value in float until
// it is stored, g++ rounds each operation; a compiler that does neither is
// a located error at the first _Float16 of device code.
// GCC: #define O2C_F16_EXCESS 1
// GXX: #define O2C_F16_EXCESS 0
// OTHER: half_host_method.c:[[@LINE+7]]:3: error: _Float16 in device code with a host compiler that computes _Float16 expressions neither by rounding each operation (as g++ does) nor in float until stored (as gcc's C does) is not supported yet

void
scale(_Float16 *h, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: h[0:n])
	for (int i = 0; i < n; i++)
		h[i] = h[i] * (_Float16)2;
}
