/* std::swap of arithmetic values for device code, included by a generated
 * .cu file whose device code swaps them, in C++ before C++20 (from C++20
 * on the library's std::swap is constexpr, which nvcc compiles for the
 * device).  An overload of its own for each type, in namespace std, that
 * is not a template: overload resolution prefers it to the library's
 * template of the same parameters, for the device (__device__: host code
 * keeps the library's).  It exchanges the values, as the library's does.
 */
#ifndef OMP2CUDA_SWAP_H
#define OMP2CUDA_SWAP_H

#include <utility>

namespace std {

#define O2C_SWAP(O2cT)                                                                             \
	__device__ __forceinline__ void swap(O2cT &a, O2cT &b) noexcept                            \
	{                                                                                          \
		O2cT t = a;                                                                        \
		a = b;                                                                             \
		b = t;                                                                             \
	}

O2C_SWAP(bool)
O2C_SWAP(char)
O2C_SWAP(signed char)
O2C_SWAP(unsigned char)
O2C_SWAP(wchar_t)
O2C_SWAP(char16_t)
O2C_SWAP(char32_t)
O2C_SWAP(short)
O2C_SWAP(unsigned short)
O2C_SWAP(int)
O2C_SWAP(unsigned int)
O2C_SWAP(long)
O2C_SWAP(unsigned long)
O2C_SWAP(long long)
O2C_SWAP(unsigned long long)
O2C_SWAP(float)
O2C_SWAP(double)
#undef O2C_SWAP

} // namespace std

#endif
