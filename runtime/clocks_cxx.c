/* std::chrono's clocks (libstdc++'s steady_clock::now and
 * system_clock::now, high_resolution_clock being system_clock) wait for
 * the kernels in flight as the C library's do (clocks.c).  Each returns a
 * time_point, one 64-bit count of nanoseconds, in a register as a long
 * is returned (the x86-64 and AArch64 C++ ABIs: a trivially copyable
 * class of one integer). */
#include "internal.h"

long __real__ZNSt6chrono3_V212steady_clock3nowEv(void);
long __real__ZNSt6chrono3_V212system_clock3nowEv(void);
long __wrap__ZNSt6chrono3_V212steady_clock3nowEv(void);
long __wrap__ZNSt6chrono3_V212system_clock3nowEv(void);

long
__wrap__ZNSt6chrono3_V212steady_clock3nowEv(void)
{
	o2c_clock_read();
	return __real__ZNSt6chrono3_V212steady_clock3nowEv();
}

long
__wrap__ZNSt6chrono3_V212system_clock3nowEv(void)
{
	o2c_clock_read();
	return __real__ZNSt6chrono3_V212system_clock3nowEv();
}
