/* MPI_Wtime waits for the kernels in flight as the C library's clocks do
 * (clocks.c). */
#include "internal.h"

double __real_MPI_Wtime(void);
double __wrap_MPI_Wtime(void);

double
__wrap_MPI_Wtime(void)
{
	o2c_clock_read();
	return __real_MPI_Wtime();
}
